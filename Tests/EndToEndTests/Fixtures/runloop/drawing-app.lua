-- runloop/drawing-app.lua: the drawing cycle (E7).
--   canvas {0, 0, 320, 480}: a tap marks it three times; a shake marks it once
local App = {}
local draws = 0
function App:application_didFinishLaunchingWithOptions(application, options)
  local root = UIViewController.new("Root")
  local canvas = UIView.new{ name = "canvas", frame = { 0, 0, 320, 480 },
    drawRect = function() draws = draws + 1; print("drawRect " .. draws) end }
  function canvas:touchesBegan_withEvent(touches, event)
    self:setNeedsDisplay(); self:setNeedsDisplay(); self:setNeedsDisplay()
    print("marked 3 times")
  end
  function canvas:motionEnded_withEvent(motion, event) self:setNeedsDisplay() end
  root.view:addSubview(canvas)
  canvas:becomeFirstResponder()
  UIWindow.new().rootViewController = root
  return true
end
return App
