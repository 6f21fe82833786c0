-- I2: a banner changes no state (iOS 5+); before iOS 5 it is an alert: inactive until dismiss().
launch()
banner("New message")
tap(100, 100)
dismiss()
tap(100, 100)
