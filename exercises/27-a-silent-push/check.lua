-- Checker for exercise 27: two silent pushes while the app is suspended.
launch()
home()
advance(10)
expect_state("suspended")
push{ aps = { ["content-available"] = 1 }, message = 7 }   -- W2: a silent push
advance(5)
expect(read_file("Documents/latest.txt") == "message 7 from Ana",
  "a silent push to the suspended app should have its message downloaded (W2)"
  .. " (Documents/latest.txt holds " .. tostring(read_file("Documents/latest.txt")) .. ")")
expect(state() == "suspended",
  "once the message is saved and the handler called the app should be suspended again (W2)" .. "; it is " .. state())
advance(600)
push{ aps = { ["content-available"] = 1 }, message = 8 }   -- another one, ten minutes later
advance(5)
expect_saved("Documents/latest.txt", "message 8 from Ana")
expect_state("suspended")
