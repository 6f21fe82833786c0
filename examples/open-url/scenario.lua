-- open-url/scenario.lua: links that launch the app, and links that wake it.
--
-- 1. A link from Safari launches the app (L3): the URL is delivered before it becomes active.
-- 2. Home (B1), suspension (S3), then a link from Mail: U1 brings it to the foreground
--    (applicationWillEnterForeground:), delivers the URL, then applicationDidBecomeActive:.
-- 3. A link while it is active is delivered directly (U2).
-- 4. After the user swipes it away (T4), a launch with a scheme it refuses: didFinishLaunching
--    returns false, so the URL is not opened (a `warning` line in the trace, L3).
--
-- Run:      lifecycle run examples/open-url/app.lua examples/open-url/scenario.lua
-- Expected: exit status 0.

launch{ url = "recipes://recipe/pancakes", sourceApplication = "com.apple.mobilesafari" }
expect_state("active")                                   -- L3, L1

home()
advance(5)
expect_state("suspended")                                -- B1, S3
open_url("recipes://recipe/lasagne", "com.apple.mobilemail")
expect_state("active")                                   -- U1

open_url("recipes://recipe/tiramisu")                    -- U2: no state change
expect_state("active")

user_kill()                                              -- T4
launch{ url = "cookbook://old-link", sourceApplication = "com.example.other" }
expect_state("active")                                   -- launched, but the URL is not opened
