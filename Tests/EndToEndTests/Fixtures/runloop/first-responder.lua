-- runloop/first-responder.lua: the save button with no first responder, then with the field,
-- then with the view controller (E4).
launch()
tap(50, 20)      -- no first responder: from the button up: toolbar saves
tap(50, 120)     -- the field becomes the first responder
tap(50, 20)      -- the action goes to the field, not up from the button
tap(50, 220)     -- the view controller becomes the first responder
tap(50, 20)      -- Root saves
