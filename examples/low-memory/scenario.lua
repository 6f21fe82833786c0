-- low-memory/scenario.lua: three apps, then memory pressure (M1, M2, M3).
--
-- Run:      lifecycle run examples/low-memory/app.lua examples/low-memory/scenario.lua
-- Expected: exit status 0. The kills come in the M1 order: Photos (suspended, 60 MB), Notes
--           (suspended, small after dropping its caches), then the run tracker (running in the
--           background, told first with applicationWillTerminate:, M3).
install("Photos", "photos.lua")
install("Notes", "notes.lua")

launch()                          -- the run tracker (this scenario's app)
launch{app = "Photos"}            -- B1: the tracker goes to the background, keeps running (B2)
launch{app = "Notes"}             -- Photos goes to the background...
home()                            -- ...and Notes too, dropping its caches (B8)
advance(10)                       -- both are suspended (S3); the tracker keeps tracking
expect_state("suspended", "Photos")
expect_state("suspended", "Notes")
expect_state("background")

low_memory()                      -- M2: a warning to the tracker; M1: then the kills
expect_state("notRunning", "Photos")
expect_state("notRunning", "Notes")
expect_state("notRunning")
