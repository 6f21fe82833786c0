-- V1: load once; appear at launch; present and dismiss; nothing on Home and return.
launch()
tap(100, 100)          -- Main presents Settings
tap(100, 100)          -- Settings dismisses itself
tap(100, 100)          -- present again: Settings' view is not loaded again
tap(100, 100)
home()
advance(10)
reopen()
