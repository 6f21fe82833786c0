-- I3: pulling down the notification centre makes the app inactive; dismissing it makes it active.
launch()
notification_center()
expect_state("inactive")
tap(100, 100)            -- I5: dropped
dismiss()
expect_state("active")
tap(100, 100)
