-- background-task/scenario.lua: Home, then watch the background task keep the app running.
--
-- Without a task the app would be suspended as soon as time passes after
-- applicationDidEnterBackground: returns (B1, S3). With the task open it stays in `background`
-- while the save runs (B2, B5), and is suspended once the task has ended.
--
-- Run:      lifecycle run examples/background-task/app.lua examples/background-task/scenario.lua
-- Expected: exit status 0 (also with --profile ios13, where the expiration handler fires at 30 s).

launch()
expect_state("active")
home()                          -- B1: the app begins its task and returns at once (B4)
advance(20)                     -- the save is half done
expect_state("background")      -- B2, B5: still running, not suspended
advance(60)                     -- done (ios7, t = 40 s) or expired (ios13, t = 30 s)
expect_state("suspended")       -- S3: task ended, nothing left to do
print("profile " .. profile() .. ", t = " .. now() .. " s")
