-- 02: a long memo is encoded in a background task, on iOS 7 and iOS 13 (B4, B5, B2).
--
-- A 40 s recording takes 20 s to encode: far over the ~5 s applicationDidEnterBackground: may
-- take (B4, watchdog kill). The method must only begin a background task and start the work on
-- another queue; the open task keeps the app running in the background while it encodes (B5,
-- B2). 20 s fits in iOS 7's 180 s and in iOS 13's 30 s alike, so it runs on both. Strict: the
-- watchdog kill is the failure to report.

scenario {
  name = "a long memo is encoded in the background",
  description = "Home after a 40 s recording: the 20 s encode runs in a background task (B4, B5)",
  points = 3,
  profiles = { "ios7", "ios13" },
  strict = true,
  rules = { "B4", "B5" },
}

launch()
advance(40)                      -- a 40 s recording
home()                           -- B4: the method must return within 5 s
advance(2)
expect(state() == "background",
  "2 s after Home the app should still be encoding, kept running by its background task (B5, B2), "
  .. "not killed for encoding inside applicationDidEnterBackground: (B4); it is " .. state())
advance(25)                      -- done 20 s after Home: within either era's allowance
expect(read_file("Documents/memo-1.m4a") ~= nil,
  "the 40 s memo should be saved within 25 s of Home, by work begun in a background task (B5)")
