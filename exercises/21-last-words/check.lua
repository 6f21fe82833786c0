-- Checker for exercise 21: a run with the phone in the pocket, then the user swipes the tracker
-- away in the app switcher.
launch()
home()
advance(31)
expect_state("background")                  -- B2: still running, recording points
user_kill()                                 -- T4: applicationWillTerminate: first (T2)
expect_state("notRunning")
local saved = tonumber(read_file("Documents/route.txt") or "")
expect(saved ~= nil and saved >= 6,
  "the route recorded in the background should be saved before termination (T2)"
  .. ": Documents/route.txt holds " .. tostring(read_file("Documents/route.txt")) .. " points, expected at least 6")
