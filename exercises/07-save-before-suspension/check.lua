-- Checker for exercise 07: Home, suspension, then the app is removed without notice.
local started = now()
launch()
expect(now() - started < 1,
  "launching should take well under a second: slow work in a launch or activation hook freezes the screen (B4, L5)")
started = now()
home()
expect(now() - started < 1,
  "leaving should take well under a second: slow work in applicationWillResignActive: or applicationDidEnterBackground: freezes the screen and risks the watchdog (B4)")
advance(10)
expect_state("suspended")                   -- not killed by the watchdog (B4), the task ended (B5)
expect_saved("Documents/index.txt", "index of: Dear Ana, ")   -- the index was rebuilt in the background
user_kill()                                 -- a suspended app dies without notice (T3), as in low memory (M1)
expect_state("notRunning")
expect_saved("Documents/draft.txt", "Dear Ana, ")   -- B7: saved when it entered the background

started = now()
launch()                                    -- a fresh process finds the draft again
expect(now() - started < 1,
  "coming back should take well under a second too: keep the index off the main thread (B4)")
home()
advance(10)
expect_saved("Documents/draft.txt", "Dear Ana, Dear Ana, ")
