-- well-behaved/scenario.lua: a day in the life of the notes app, every step checked.
--
-- Launch (L1), an incoming call that the user declines (I1), the lock button and unlocking
-- (I4, F1), Home (B1) and suspension shortly after (S3), coming back (F1), and finally the user
-- swiping the app away (T4) and launching it again: it restores its notes (B7).
--
-- Run:      lifecycle run examples/well-behaved/app.lua examples/well-behaved/scenario.lua
-- Expected: exit status 0 (also with --strict).

launch()
expect_state("active")                 -- L1

call()                                 -- I1: the call alert: active → inactive
expect_state("inactive")
advance(5)                             -- it stays inactive while the alert waits (S2)
expect_state("inactive")
decline()                              -- I1: back to active
expect_state("active")

lock()                                 -- I4: resigns active; what follows depends on the era
if profile() == "ios4" then
  expect_state("inactive")             -- iOS 4 and earlier: inactive, and running, until unlock
  advance(2)
  expect_state("inactive")
else
  expect_state("background")           -- from iOS 5 (ios6 on): on to the background, as on Home
  advance(2)                           -- S3: nothing left to do, so it is suspended
  expect_state("suspended")
end
unlock()                               -- I4, F1: back to the front
expect_state("active")

home()                                 -- B1: active → inactive → background
expect_state("background")
advance(60)                            -- S3
expect_state("suspended")
reopen()                               -- F1
expect_state("active")

user_kill()                            -- T4: applicationWillTerminate: is called, as it runs
expect_state("notRunning")
launch()                               -- a fresh process restores the notes
expect_state("active")
expect(now() < 80, "the whole day took less than 80 simulated seconds")
