-- Checker for exercise 02: a background launch, then a real one.
launch{ background = true }                 -- L2: woken to fetch, nobody sees it
expect_state("background")
expect_saved("Documents/feed.txt", "headlines of the day")
expect(read_default("opens") == nil,
  "a launch into the background must not count as an open" .. " (opens is " .. tostring(read_default("opens")) .. ", expected nothing)")
advance(10)
expect_state("suspended")                   -- nothing left to do: suspended (L2, S3)

user_kill()                                 -- the user swipes it away...
launch()                                    -- ...and later taps the icon: this one counts
expect_state("active")
expect_default("opens", 1)
