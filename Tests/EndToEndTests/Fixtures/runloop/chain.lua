-- E3: label > Child.view > Child > Root.view > Root; a move on label reaches the delegate; the
-- end of the touch is handled by nobody and is discarded.
launch()
touch_down(20, 320)
touch_move(20, 321)
touch_up(20, 321)
