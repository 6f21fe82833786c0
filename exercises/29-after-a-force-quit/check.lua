-- Checker for exercise 29: a locale change and a fetch while suspended; then a force-quit, and
-- the user opens the app two days later.
launch()                                    -- 21 June 2010, in en_US
expect_saved("Documents/paper.txt", "paper of 06/21/2010")
home()
advance(10)
change_locale("fr_FR")                      -- queued while suspended (F3)
advance(86400)                              -- the next day
background_fetch()                          -- W3: the locale change first, then the fetch
advance(5)
expect(read_file("Documents/paper.txt") == "paper of 22/06/2010",
  "the paper fetched on 22 June should be dated in French: the locale change comes first at the wake (F3, W3)"
  .. " (Documents/paper.txt holds " .. tostring(read_file("Documents/paper.txt")) .. ")")
expect_state("suspended")
user_kill()                                 -- the user swipes it away: no more wakes (W3)
advance(86400)
background_fetch()                          -- does nothing now (W3)
launch()                                    -- the user opens it on 23 June (a new process: only the day is checked)
expect(string.find(read_file("Documents/paper.txt") or "", "23", 1, true) ~= nil,
  "opened by the user on 23 June after a force-quit, the app should show that day's paper: no fetch came, so it downloads at launch (W3)"
  .. " (Documents/paper.txt holds " .. tostring(read_file("Documents/paper.txt")) .. ")")
