-- Exercise 16: Make room for the in-call status bar (I8)
--
-- During a phone call, an app brought back to the front finds a taller status bar at the top
-- of the screen: the green "touch to return to call" bar, 40 points high instead of 20. iOS
-- posts UIApplicationDidChangeStatusBarFrameNotification when the bar grows, and again when it
-- shrinks back after the call (I8), so that the app can lay its views out again instead of
-- having the top of its content hidden under the bar.
--
-- An app hears notifications through NSNotificationCenter:
--   NSNotificationCenter.defaultCenter():addObserver(name, function(note) ... end)
-- For this notification, note.object is the new height of the status bar, 40 or 20
-- (tonumber(note.object) gives it as a number).
--
-- This music app lays out its content below a 20-point status bar once, at launch, with
-- layout(top). It never hears about the bar changing.
--
-- Your task: observe UIApplicationDidChangeStatusBarFrameNotification and call layout() with
-- the new height each time it arrives. Check with:  lifecycle learn check 16

local Music = {}
local content

local function layout(top)
  content.frame = { 0, top, 320, 480 - top }
  FileManager.write("Documents/layout.txt", "content starts at y = " .. top)
end

function Music:application_didFinishLaunchingWithOptions(application, options)
  content = UIView.new{ name = "content" }
  layout(20)
  -- TODO: lay the content out again when the status bar changes height (I8)
  return true
end

return Music
