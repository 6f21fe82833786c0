-- Checker for exercise 34 (ios13): a launch, a sync while suspended, then the app purged and
-- launched into the background for the next sync; then the user opens it.
launch()
expect(state() == "active",
  "the app should survive its launch: launch handlers are registered before it ends (C6)" .. "; it is " .. state())
home()
advance(10)
expect_state("suspended")
run_bg_task("com.example.mail.sync")        -- C6: the system runs the sync now
advance(5)
expect_saved("Documents/inbox.txt", "synced 1 time(s) in this process")
expect(state() == "suspended",
  "after the sync the app should be suspended again (C6)" .. "; it is " .. state())
low_memory()                                -- the suspended app is purged (M1)
run_bg_task("com.example.mail.sync")        -- L2: a new process, launched into the background for the task
advance(5)
expect(read_file("Documents/inbox.txt") == "synced 1 time(s) in this process" and state() == "suspended",
  "the process launched into the background for the sync should register its launch handler during that launch, sync and be suspended again (C6, L2)"
  .. " (the app is " .. state() .. ", Documents/inbox.txt holds " .. tostring(read_file("Documents/inbox.txt")) .. ")")
launch()                                    -- the user opens the app
expect_state("active")
