-- Checker for exercise 04: links that arrive while the app is suspended, then while it is active.
launch()
home()
advance(10)
expect_state("suspended")

open_url("maps://place/Paris", "com.apple.mobilesafari")   -- U1: back to the front, then the URL
expect_state("active")
expect(read_file("Documents/showing.txt") == "Paris",
  "a maps://place/Paris link opened while the app was suspended should show Paris (U1)")

open_url("maps://place/Lisbon", "com.apple.mobilemail")    -- U2: already active: delivered directly
expect_state("active")
expect(read_file("Documents/showing.txt") == "Lisbon",
  "a maps://place/Lisbon link opened while the app was active should show Lisbon (U2)")
