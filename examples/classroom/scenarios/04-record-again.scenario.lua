-- 04: back during the save, then gone again: every task is ended (B5, S3).
--
-- The user leaves, comes back 5 s later while the first memo is still being encoded, records a
-- second one and leaves again. Both memos must be saved, and afterwards the app must be
-- suspended (S3): a task begun on the first Home and never ended keeps the app running in the
-- background (B2) until its time runs out and it is killed (B5). Each path through the app,
-- including "the user came back", has to end the task it began.

scenario {
  name = "record again: no task left open",
  description = "Back during the save, a second memo, Home: both saved, app suspended (B5, S3)",
  points = 2,
  strict = true,
  rules = { "B5", "S3" },
}

launch()
advance(20)                      -- memo 1: 20 s, 10 s to encode
home()
advance(5)                       -- half encoded
reopen()                         -- F1: the user comes back before the save is done
advance(20)                      -- memo 2: 20 s
home()
advance(30)                      -- plenty for what is left of both encodes
expect(read_file("Documents/memo-1.m4a") ~= nil and read_file("Documents/memo-2.m4a") ~= nil,
  "both memos should be saved after the second Home (B7, B5)")
expect(state() == "suspended",
  "with both memos saved every task should be ended and the app suspended (B5, S3); a task left "
  .. "open keeps it running in the background (B2); it is " .. state())
