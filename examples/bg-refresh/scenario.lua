-- Run with --profile ios13: the refresh runs after its earliest begin date, the cleanup at night
-- (charging, locked), and the app is suspended again after each.
launch()
home()
advance(10)
expect_state("suspended")
run_bg_task("com.example.news.refresh")      -- too early: earliestBeginDate is 15 minutes away
advance(15 * 60)
run_bg_task("com.example.news.refresh")
advance(10)
expect_state("suspended")
expect_saved("Documents/headlines.txt", "fresh headlines")
set_charging(true)
lock()
run_bg_task("com.example.news.cleanup")
advance(120)
expect_state("suspended")
