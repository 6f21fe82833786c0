-- I3: from the notification centre the user opens another app: this one goes to the background.
install("Other", "other-app.lua")   -- relative to this scenario
launch()
notification_center()
launch{ app = "Other" }
expect_state("background")
expect_state("active", "Other")
