-- Checker for exercise 19: swipe through photos; memory runs low; swipe on.
launch()
tap(290, 240)
tap(290, 240)                               -- three photos decoded: 90 MB
memory_warning()                            -- M2: release what you can
tap(290, 240)
tap(290, 240)                               -- two more: 60 MB more
expect(state() == "active",
  "the viewer should still be running after two more photos (it must empty its cache on the memory warning, M2)" .. "; it is " .. state())
expect_saved("Documents/showing.txt", "photo 5")
