-- Checker for exercise 38: the user writes, leaves, and the suspended app is purged (M1); then
-- they open it again.
launch()
expect_state("active")
home()                                      -- a quick Home: the method returns after 0.2 s
advance(10)
expect(state() == "suspended",
  "once the entry is saved and the task ended, the app should be suspended (B5, S3)" .. "; it is " .. state())
low_memory()                                -- M1: a suspended app is purged without notice
expect_state("notRunning")
launch()
expect(read_file("Documents/entry.txt") == "Walked to the lake.",
  "after the suspended app was purged the entry should be on disk: a save that is still running when the app is suspended freezes, and is lost with the process; keep a background task open until the save has finished (S3, B5, M1)"
  .. " (Documents/entry.txt holds " .. tostring(read_file("Documents/entry.txt")) .. ")")
home()
advance(10)
expect_saved("Documents/entry.txt", "Walked to the lake.")
expect_state("suspended")
