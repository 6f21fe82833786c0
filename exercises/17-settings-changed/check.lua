-- Checker for exercise 17: the user switches accounts in the Settings app while the mail app is
-- suspended.
launch()
expect_saved("Documents/screen.txt", "inbox of ana@example.com")
home()
advance(10)
expect_state("suspended")
change_settings{ account = "bob@example.com" }   -- queued while suspended (F3)
reopen()
expect_state("active")
expect(read_file("Documents/screen.txt") == "password for bob@example.com",
  "after the account changed in Settings the app should ask for bob@example.com's password (F6)"
  .. " (the screen shows " .. tostring(read_file("Documents/screen.txt")) .. ")")
