-- Checker for exercise 10: Home, suspension, and back.
launch()
expect_saved("Documents/stores.txt", "open")
home()
advance(10)                                 -- the system suspends the app: nothing shared may be held
expect_state("suspended")
reopen()
expect(state() == "active" and read_file("Documents/stores.txt") == "open",
  "back in the foreground, the Address Book and Calendar should be open again (F2)")
