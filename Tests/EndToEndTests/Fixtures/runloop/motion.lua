-- E5: shake and remote go up the chain from the first responder; the accelerometer goes
-- straight to its delegate, even while the app is inactive (I5).
launch()
shake()                     -- player > Root.view > Root ✓
remote("play")              -- player ✓
accelerate(0.1, 0.2, -1)    -- the delegate, directly
call()
shake()                     -- dropped: inactive (I5)
accelerate(0, 0, -1)        -- still delivered (I5)
decline()
