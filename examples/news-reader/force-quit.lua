-- examples/news-reader/force-quit.lua: the force-quit trap (W4). The restoration state survives
-- a jetsam kill but not a force-quit; the bookmarks, in a file (B7), survive both. Exits 0
-- without --strict (with it, the jetsam kill of the app counts, as every kill does).
launch()
tap(290, 240)
tap(290, 240)               -- the user reads on to article 3
tap(40, 30)                 -- and bookmarks it
home()
advance(10)
low_memory()                -- purged while suspended (M1): the saved state is kept
launch()                    -- prints "back on article 3": restored (W4)
expect_saved("Documents/bookmarks.txt", "article 3")
home()
advance(10)
user_kill()                 -- a force-quit: the system deletes the restoration state (W4)
launch()                    -- no "back on article": a fresh start, as the user asked
expect_saved("Documents/bookmarks.txt", "article 3")   -- what the user made is still there
