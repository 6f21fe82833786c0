-- Checker for exercise 01: tap the icon and read the launch diary.
launch()
expect_state("active")
expect_default("launchState", "inactive")   -- L1: inactive inside didFinishLaunching
expect_default("activeState", "active")     -- S4: active in applicationDidBecomeActive:
home()                                      -- B1: active -> inactive -> background
advance(5)
expect_state("suspended")                   -- S3: with nothing to do, the system suspends it
