-- Checker for exercise 24: count to two, a call is declined, count on.
launch()
tap(160, 240)
tap(160, 240)
expect_default("count", 2)
call()
decline()                                   -- applicationDidBecomeActive: runs again
tap(160, 240)
expect(read_default("count") == 3,
  "after a declined call the counter should go on from 2 to 3: the screen must not be rebuilt"
  .. " (count is " .. tostring(read_default("count")) .. ")")
expect(read_default("loads") == 1,
  "the counter screen should be loaded once, at launch" .. " (viewDidLoad ran " .. tostring(read_default("loads")) .. " times)")
