-- Checker for exercise 05: Home, suspension, then the app is removed without notice.
launch()
home()
advance(10)
expect_state("suspended")                   -- not killed by the watchdog (B4)
user_kill()                                 -- a suspended app dies without notice (T3), as in low memory (M1)
expect_state("notRunning")
expect_saved("Documents/draft.txt", "Dear Ana, ")   -- B7: saved when it entered the background

launch()                                    -- a fresh process finds the draft again
home()
advance(10)
expect_saved("Documents/draft.txt", "Dear Ana, Dear Ana, ")
