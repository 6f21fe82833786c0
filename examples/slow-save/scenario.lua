-- slow-save/scenario.lua: press Home and expect what a well-behaved app would do.
--
-- After Home (B1) and a short wait, a well-behaved app is suspended (S3). This one is killed
-- by the watchdog inside applicationDidEnterBackground: (B4, code 0x8badf00d), so the
-- expectation below fails and the trace shows the kill.
--
-- Run:      lifecycle run examples/slow-save/app.lua examples/slow-save/scenario.lua
-- Expected: exit status 1 ("expected state suspended, but the app is notRunning").

launch()
expect_state("active")        -- L1: holds
home()                        -- B1: applicationDidEnterBackground: runs (and overruns)
advance(10)
expect_state("suspended")     -- S3: what it should be; fails, the app is notRunning
