-- Checker for exercise 25: open the settings, close them.
launch()
expect_default("appearances", 1)            -- the home screen appeared at launch
tap(285, 30)                                -- the gear: Settings is presented over Home
tap(50, 30)                                 -- Done: Settings is dismissed, Home appears again
expect_default("settingsSaved", true)
expect_default("appearances", 2)
