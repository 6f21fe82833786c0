-- E6, S3: no timer fires while the app is suspended.
launch()
advance(1.5)       -- tick 1
home()             -- background, then suspended shortly after
advance(20)
expect_state("suspended")
reopen()
advance(0.2)
