-- Checker for exercise 06: Home, then the 180 s of background time (ios7) run out.
launch()
home()
advance(60)
expect_state("background")                 -- the task keeps the app running (B2)
advance(240)                                -- the allowance ends at 180 s
expect(state() == "suspended",
  "when background time ran out the handler should have ended the task, so the app is suspended, not killed (B5)" .. "; it is " .. state())
local n = tonumber(read_file("Documents/uploaded.txt") or "")
expect(n ~= nil and n >= 50 and n < 100,
  "the expiration handler should save how many photos were uploaded" .. " (Documents/uploaded.txt holds " .. tostring(read_file("Documents/uploaded.txt")) .. ")")
