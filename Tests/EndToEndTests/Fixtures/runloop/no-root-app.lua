-- runloop/no-root-app.lua: a window without a root view controller (V2).
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window:addSubview(UIView.new{ name = "content", frame = { 0, 0, 320, 480 } })
  window:makeKeyAndVisible()
  return true
end
return App
