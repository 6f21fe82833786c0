-- Checker for exercise 26: three fetches while suspended; the server does not answer the second.
launch()
home()
advance(10)
expect_state("suspended")
background_fetch()                          -- W1: woken for a fetch
advance(5)
expect_saved("Documents/forecast.txt", "sunny")
expect(state() == "suspended",
  "after a fetch that found a forecast the app should be suspended again (W1)" .. "; it is " .. state())
background_fetch()                          -- the server does not answer this one
advance(5)
expect(state() == "suspended",
  "after a fetch that failed the app should be suspended again too: its handler must be called on that path (W1)" .. "; it is " .. state())
advance(60)
background_fetch()
advance(5)
expect_saved("Documents/forecast.txt", "rain")
expect(state() == "suspended",
  "after the third fetch the app should be suspended again, not killed (W1)" .. "; it is " .. state())
