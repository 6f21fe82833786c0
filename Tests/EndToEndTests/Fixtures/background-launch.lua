-- L2: launched into the background (say, for a background fetch), the game's UI is loaded but
-- not shown; the first reopen() shows it, and the game starts in viewDidAppear:.
launch{ background = true }
advance(1)
expect_state("suspended")
reopen()
advance(2)
expect_state("active")
