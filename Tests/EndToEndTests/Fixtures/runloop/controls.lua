-- E4: a control repackages the touch as an action message.
launch()
tap(20, 20)             -- save -> saver:save
tap(20, 70)             -- share, nil target -> up the chain: share > Root.view > Root ✓
tap(20, 220)            -- inner, nil target -> inner > panel > Root.view > Root > window > application > delegate ✓
tap(20, 120)            -- broken: saver has no explode: discarded
touch_down(20, 20)      -- a touch that leaves the button before it ends sends no action
touch_move(200, 20)
touch_up(200, 20)
