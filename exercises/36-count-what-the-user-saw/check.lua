-- Checker for exercise 36: a background launch at night, the user opens the app in the morning.
launch{ background = true }                 -- L2: woken to fetch; the home screen appears unseen
expect_state("background")
expect_saved("Documents/headlines.txt", "headlines of the day")
expect(read_default("screenViews") == nil,
  "a launch into the background shows nobody anything, yet viewDidAppear: runs in it: count only when applicationState is \"active\" (L2, V1)"
  .. " (screenViews is " .. tostring(read_default("screenViews")) .. ", expected nothing)")
advance(10)
expect_state("suspended")

launch()                                    -- the user taps the icon: now they see the screen
expect_state("active")
expect(read_default("screenViews") == 1,
  "opened by the user after a background launch, the screen is seen once; viewDidAppear: does not run again, so count it when the app becomes active (L2, V1)"
  .. " (screenViews is " .. tostring(read_default("screenViews")) .. ")")

user_kill()
launch()                                    -- a launch by the user: viewDidAppear: while active
expect_state("active")
expect(read_default("screenViews") == 2,
  "a launch by the user counts one screen view, not two"
  .. " (screenViews is " .. tostring(read_default("screenViews")) .. ", expected 2)")
