-- Checker for exercise 18: while the app is suspended the user tries German, then settles on
-- French.
launch()
expect_saved("Documents/meeting.txt", "next meeting: 06/21/2010")
home()
advance(10)
change_locale("de_DE")
change_locale("fr_FR")                      -- coalesced: the app hears only the last (F3)
reopen()
expect_state("active")
expect(read_file("Documents/meeting.txt") == "next meeting: 21/06/2010",
  "after the switch to fr_FR the meeting should read 21/06/2010 (F5)"
  .. " (Documents/meeting.txt holds " .. tostring(read_file("Documents/meeting.txt")) .. ")")
change_locale("ja_JP")                      -- while active: delivered at once
expect_saved("Documents/meeting.txt", "next meeting: 2010/06/21")
