-- examples/news-reader/scenario.lua: a day of news; passes with --strict on ios7 and ios13.
launch()
advance(2)                  -- the launch's download ends
tap(290, 240)               -- the user reads on: article 2
tap(40, 30)                 -- and bookmarks it
home()
advance(10)
expect_state("suspended")
expect_saved("Documents/bookmarks.txt", "article 2")
background_fetch()          -- W1: woken, fetches on a global queue, suspended again
advance(5)
expect_state("suspended")
expect_saved("Documents/headlines.txt", "edition 1")
background_fetch()          -- less than an hour later: the system does not fetch
push{ aps = { ["content-available"] = 1 }, article = 42 }   -- W2: a silent push
advance(5)
expect_saved("Documents/headlines.txt", "article 42")
expect_state("suspended")
user_kill()                 -- W3: swiped away, so no more wakes
push{ aps = { ["content-available"] = 1 }, article = 43 }
expect_state("notRunning")
launch()                    -- the user opens it: it downloads, the wakes may come again
advance(2)
expect_saved("Documents/headlines.txt", "edition at launch")
expect_saved("Documents/bookmarks.txt", "article 2")   -- B7: the file survived the force-quit
