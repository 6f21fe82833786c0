-- 01: a short memo is saved when the user leaves, and the app is then suspended (B7, B5, S3).
--
-- A 6 s recording takes 3 s to encode: short enough to fit even in applicationDidEnterBackground:
-- (B4). However the app does it, the memo must be on disk once the user has left (B7), and any
-- background task begun for it must be ended (B5), so that with nothing left to do the app is
-- suspended (S3).

scenario {
  name = "a short memo is saved",
  description = "Home after a 6 s recording: memo-1 is saved and the app is suspended (B7, B5, S3)",
  points = 2,
  rules = { "B7", "S3" },
}

launch()
advance(6)                       -- the user records for 6 s
home()                           -- B1: the recording stops and must be encoded (3 s)
advance(10)
expect(read_file("Documents/memo-1.m4a") ~= nil,
  "the memo should be saved once the user has left (B7)")
expect(state() == "suspended",
  "with the memo saved and its task ended the app should be suspended (B5, S3); it is " .. state())
