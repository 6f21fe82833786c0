-- Checker for exercise 33 (ios13): four refreshes while suspended; the server does not answer
-- the second, the third takes longer than a task's 30 s, and the fourth runs as the first did.
-- Then the user opens the app: whatever froze in the background goes on (S3).
launch()
home()
advance(10)
expect_state("suspended")
run_bg_task("com.example.podcasts.refresh") -- C6: the system runs the refresh now
advance(5)
expect_saved("Documents/episodes.txt", "episode 1")
expect(state() == "suspended",
  "after a refresh that found episodes the task should be completed and the app suspended again (C6)" .. "; it is " .. state())
run_bg_task("com.example.podcasts.refresh") -- the server does not answer this one
advance(5)
expect(state() == "suspended",
  "after a refresh the server did not answer the app should be suspended again too: the task must be completed on that path (C6)" .. "; it is " .. state())
run_bg_task("com.example.podcasts.refresh") -- this download takes 45 s: more than the task's 30 s
advance(40)
expect(state() == "suspended",
  "a refresh still downloading when its 30 s are up should be completed by its expiration handler, and the app suspended, not killed (C6)" .. "; it is " .. state())
run_bg_task("com.example.podcasts.refresh") -- the next refresh: the app was not killed, and resubmitted
advance(10)
expect_saved("Documents/episodes.txt", "episode 4")
expect_state("suspended")
reopen()                                    -- the user opens the app: its frozen code goes on (S3)
advance(20)
expect(read_file("Documents/episodes.txt") == "episode 4",
  "opened after the fourth refresh the app should still have episode 4: the third download froze when its task was completed, and goes on at the next wake unless the expiration handler makes it stop (C6, S3)"
  .. " (Documents/episodes.txt holds " .. tostring(read_file("Documents/episodes.txt")) .. ")")
