-- game/scenario.lua: play, get a call, decline it, and find the game still paused.
--
-- 1. launch(): the root view controller's view loads (viewDidLoad once) and appears
--    (viewWillAppear before applicationDidBecomeActive:, viewDidAppear after: V1); the game loop
--    starts (E6).
-- 2. advance(1.5): one tick; the mole jumps to hole 2 and the board is redrawn once (E7).
-- 3. tap(230, 190): on the mole (E2), handled by it. tap(300, 450): on the bare board, no
--    handler there, so the touch goes up the chain to GameViewController (E3). The end of each
--    touch finds no handler and is discarded (E3).
-- 4. tap(50, 30): the button sends togglePause to its target (E4): paused; tap again: running.
-- 5. call(): the app resigns active (I1); the game pauses and the timer is invalidated (I6).
--    A tap now is dropped (I5); advance(3) fires no tick (nothing is scheduled).
-- 6. decline(): active again (I1), but the game is still paused (I7): the saved "paused" is true
--    and advance(3) fires no tick.
-- 7. tap(50, 30): Resume. advance(2): two ticks. Home saves the game: 4 ticks in all.
--
-- Run:      lifecycle run examples/game/app.lua examples/game/scenario.lua
-- Expected: exit status 0, also with --strict.

launch()
expect_state("active")
expect_default("paused", false)           -- the game runs from the start

advance(1.5)                              -- E6: tick 1 at 1 s
tap(230, 190)                             -- E2: the mole (hole 2) handles it
tap(300, 450)                             -- E3: board > view > GameViewController
tap(50, 30)                               -- E4: pauseButton -> togglePause: paused
expect_default("paused", true)
tap(50, 30)                               -- E4: and running again
expect_default("paused", false)

advance(1)                                -- E6: tick 2 at 2.5 s
call()                                    -- I1, I6: paused, timer invalidated
expect_state("inactive")
expect_default("paused", true)
tap(230, 190)                             -- I5: dropped, the app is inactive
advance(3)                                -- no tick: no timer
decline()                                 -- I1: back to active...
expect_state("active")
advance(3)                                -- ...but no tick: still paused (I7)
expect_default("paused", true)
expect_default("ticks", 2)
expect_default("score", 1)

tap(50, 30)                               -- Resume (E4)
expect_default("paused", false)
advance(2)                                -- E6: ticks 3 and 4
home()                                    -- B1: pauses and saves again
expect_default("ticks", 4)
expect_default("paused", true)
