-- E2: the front-most visible, interactive view under the finger is hit.
launch()
tap(60, 50)      -- a and b overlap here: b (added last) is in front
tap(20, 50)      -- only a
tap(200, 150)    -- back: the hidden ghost on top of it is skipped
tap(160, 240)    -- glass ignores touches (and so does its subview inner): Root.view, then Root
shake()          -- the delegate removes b
tap(60, 50)      -- now a is the front-most
