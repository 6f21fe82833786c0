-- Checker for exercise 28: the user writes and moves the caret; the app is purged, then
-- force-quit.
launch()
tap(160, 130)                               -- types "Dear Ana,"
tap(160, 410)                               -- the caret goes down to line 2
home()
advance(10)
expect_state("suspended")
low_memory()                                -- a jetsam kill: the restoration state is kept (W4)
launch()
expect(read_file("Documents/screen.txt") == "line 2: Dear Ana,",
  "after a jetsam kill the editor should come back as the user left it, on line 2 with the draft (W4)"
  .. " (the screen shows " .. tostring(read_file("Documents/screen.txt")) .. ")")
tap(160, 130)                               -- types "see you"
home()
advance(10)
user_kill()                                 -- a force-quit: the restoration state is deleted (W4)
launch()
expect(string.find(read_file("Documents/screen.txt") or "", "Dear Ana, see you", 1, true) ~= nil,
  "after a force-quit the draft should still be there: it belongs in a file saved at Home (B7)"
  .. " (the screen shows " .. tostring(read_file("Documents/screen.txt")) .. ")")
expect(string.find(read_file("Documents/screen.txt") or "", "line 1: ", 1, true) == 1,
  "after a force-quit the editor should start fresh, on line 1: where the user was belongs in the restoration state only (W4)"
  .. " (the screen shows " .. tostring(read_file("Documents/screen.txt")) .. ")")
