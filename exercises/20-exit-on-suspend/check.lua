-- Checker for exercise 20: play, Home, play again.
launch()
home()
expect(state() == "notRunning",
  "with UIApplicationExitsOnSuspend, Home should terminate the game instead of sending it to the background (T1, B3)"
  .. "; it is " .. state())
expect_default("highScore", 100)            -- T2: saved in applicationWillTerminate:
launch()
home()
expect_default("highScore", 200)
