-- 03: when background time runs out, the expiration handler ends the task (B5, P).
--
-- A 400 s recording takes 200 s to encode: more than iOS 7's 180 s of background time and far
-- more than iOS 13's 30 s (P). When the allowance runs out the system calls the task's
-- expiration handler, which must stop the work and end the task at once; a task still open after
-- it returns (or one begun without a handler) gets the app killed, reason `expired` (B5). Strict:
-- that kill fails the scenario. Runs on both eras, each waiting just past its own allowance.

scenario {
  name = "time runs out: the expiration handler ends the task",
  description = "A 400 s recording: time runs out, the handler ends the task, no kill (B5)",
  points = 3,
  profiles = { "ios7", "ios13" },
  strict = true,
  rules = { "B5" },
}

local ALLOWANCE = { ios4 = 600, ios6 = 600, ios7 = 180, ios13 = 30 }   -- seconds (B5, P)

launch()
advance(400)                     -- a 400 s recording: 200 s to encode
home()
advance(ALLOWANCE[profile()] + 5)
expect(state() == "suspended",
  "when background time ran out the expiration handler should have ended the task, so the app "
  .. "is suspended, not killed (B5); it is " .. state())
