-- Checker for exercise 05: Home during an export that takes 20 s.
launch()
home()
expect_state("background")
advance(30)                                 -- the export runs while the task keeps the app alive
expect_saved("Documents/movie.mov", "the whole movie")
expect(state() == "suspended",
  "once the export is done and the task ended, the app should be suspended (B5)" .. "; it is " .. state())
reopen()
expect_state("active")
