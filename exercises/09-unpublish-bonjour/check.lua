-- Checker for exercise 09: Home, suspension, and back; twice.
launch()
expect_saved("Documents/sharing.txt", "on")
home()
advance(10)                                 -- suspended: nothing may still be published (R2)
expect_state("suspended")
expect_saved("Documents/sharing.txt", "off")
reopen()
expect_saved("Documents/sharing.txt", "on") -- F2: sharing again in the foreground
home()
advance(10)
reopen()
expect_state("active")
expect_saved("Documents/sharing.txt", "on")
