-- L2: launched into the background (say, for a background fetch), the game's root view
-- controller goes into the window during the launch: viewWillAppear: and viewDidAppear: run
-- there, in the background, and the game starts in viewDidAppear: before anyone sees it. The
-- first reopen() calls neither again.
launch{ background = true }
advance(1)
expect_state("suspended")
reopen()
advance(2)
expect_state("active")
