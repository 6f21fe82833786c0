-- runloop/first-responder-app.lua: where a control's action with a nil target goes (E4).
--   toolbar {0, 0, 320, 44} holds saveButton {0, 0, 100, 44}: addTarget(nil, "save")
--   field   {0, 100, 320, 44}: a tap makes it the first responder; it implements save
--   focus   {0, 200, 320, 44}: a tap makes the view controller Root the first responder
--   done    {0, 300, 320, 44}: a tap makes the field resign
--   close   {0, 400, 320, 44}: a tap takes the field out of the window and puts it back
-- toolbar and Root implement save too: who prints says where the action went.
local App = {}
local root = UIViewController.new("Root")
local field
function root:save(sender) print("Root saved") end
function root:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local toolbar = UIView.new{ name = "toolbar", frame = { 0, 0, 320, 44 } }
  function toolbar:save(sender) print("toolbar saved") end
  local button = UIButton.new{ name = "saveButton", frame = { 0, 0, 100, 44 } }
  button:addTarget(nil, "save")
  toolbar:addSubview(button)
  field = UIView.new{ name = "field", frame = { 0, 100, 320, 44 } }
  function field:save(sender) print("field saved") end
  function field:touchesBegan_withEvent(touches, event) print("field becomes first: " .. tostring(self:becomeFirstResponder())) end
  local focus = UIView.new{ name = "focus", frame = { 0, 200, 320, 44 } }
  function focus:touchesBegan_withEvent(touches, event) print("Root becomes first: " .. tostring(root:becomeFirstResponder())) end
  local done = UIView.new{ name = "done", frame = { 0, 300, 320, 44 } }
  function done:touchesBegan_withEvent(touches, event) print("field resigns: " .. tostring(field:resignFirstResponder())) end
  local close = UIView.new{ name = "close", frame = { 0, 400, 320, 44 } }
  function close:touchesBegan_withEvent(touches, event)
    field:removeFromSuperview()
    root.view:addSubview(field)
    print("field left the window and came back")
  end
  for _, view in ipairs({ toolbar, field, focus, done, close }) do self.view:addSubview(view) end
end
function App:application_didFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = root
  return true
end
return App
