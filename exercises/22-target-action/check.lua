-- Checker for exercise 22: two likes, then a touch that slides off the button.
launch()
tap(80, 435)                                -- on the Like button
expect(read_default("likes") == 1, "a tap on the Like button should send like to the view controller (E4)")
tap(80, 435)
expect_default("likes", 2)
touch_down(80, 435)                         -- the user changes their mind:
touch_move(80, 200)                         -- the finger slides off the button
touch_up(80, 200)                           -- and lifts outside it: no action
expect_default("likes", 2)
