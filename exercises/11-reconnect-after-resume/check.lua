-- Checker for exercise 11: a minute in the background (suspended), then back.
launch()
expect_saved("Documents/status.txt", "up to date")
home()
advance(60)                                 -- suspended: the system tears the connection down
expect_state("suspended")
reopen()
expect_saved("Documents/status.txt", "up to date")
call()                                      -- a call, declined: no suspension this time
decline()
expect_saved("Documents/status.txt", "up to date")
