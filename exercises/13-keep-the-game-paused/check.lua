-- Checker for exercise 13: play, a call rings, the player declines it.
launch()
advance(2.5)                                -- two ticks
call()                                      -- I1, I6: the game pauses and saves
expect_default("paused", true)
expect_default("ticks", 2)
decline()                                   -- active again...
expect_state("active")
advance(3)
expect(read_default("paused") == true and read_default("ticks") == 2,
  "after the call was declined the game should stay paused until the player taps Resume (I7)")
tap(50, 30)                                 -- the player taps Resume
expect_default("paused", false)
advance(2)
tap(50, 30)                                 -- and Pause: the game saves its ticks
expect_default("ticks", 4)
