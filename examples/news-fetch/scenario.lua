-- examples/news-fetch/scenario.lua
launch()
home()
advance(10)
expect_state("suspended")
background_fetch()          -- W1: woken, fetches on a global queue, suspended again
advance(5)
expect_state("suspended")
expect_saved("Documents/headlines.txt", "edition 1")
background_fetch()          -- less than an hour later: the system does not fetch
push{ aps = { ["content-available"] = 1 }, article = 42 }   -- W2: a silent push
advance(5)
expect_saved("Documents/headlines.txt", "article 42")
user_kill()                 -- W3: swiped away, so no more wakes
push{ aps = { ["content-available"] = 1 }, article = 43 }
expect_state("notRunning")
