-- Checker for exercise 08: Home (the snapshot is taken), then back.
launch()
expect_saved("Documents/balance-shown.txt", "true")
home()                                      -- the snapshot must not show the balance
advance(10)
expect_state("suspended")
reopen()
expect_state("active")
expect(read_file("Documents/balance-shown.txt") == "true",
  "back in the foreground, the balance should be shown again (hide it for the snapshot only)")
