-- Checker for exercise 12: write for 2.5 s, a call rings for 5 s, declined, 3.5 s more.
launch()
advance(2.5)
expect_default("autosaves", 2)              -- at 1 s and 2 s
call()                                      -- I1: inactive under the call alert
advance(5)
expect(read_default("autosaves") == 2,
  "while the call alert is up the app is inactive and should not autosave (I6)"
  .. ": autosaves is " .. tostring(read_default("autosaves")) .. ", expected 2")
decline()
expect_state("active")
advance(3.5)
expect(read_default("autosaves") == 5,
  "after the call is declined autosave should run again, once a second (I7)"
  .. ": autosaves is " .. tostring(read_default("autosaves")) .. ", expected 5")
