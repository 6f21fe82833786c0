-- Exercise 22: Buttons speak in actions (E4)
--
-- A button does not want you to handle its touches. It tracks them itself and, when a touch
-- that began on it ends inside it, repackages the whole interaction as one action message
-- sent to its target (E4). That is target-action: button:addTarget(target, "actionName") makes
-- a tap call target:actionName(button). A touch that ends outside the button sends nothing,
-- which is how the user changes their mind. With a nil target, the action goes up the
-- responder chain to the first responder that implements it.
--
-- This photo app has a Like button and a view controller with a like(sender) method that
-- counts likes. Nobody connected the two, so tapping the button does nothing.
--
-- Your task: in viewDidLoad, connect the button to the controller's like action.
-- Check with:  lifecycle learn check 22

local App = {}
local defaults = NSUserDefaults.standardUserDefaults()
local controller = UIViewController.new("PhotoViewController")

function controller:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local photo = UIView.new{ name = "photo", frame = { 0, 0, 320, 400 } }
  local likeButton = UIButton.new{ name = "likeButton", frame = { 20, 410, 120, 50 } }
  self.view:addSubview(photo)
  self.view:addSubview(likeButton)
  likeButton:addTarget(self, "like")            -- E4: target-action
end

function controller:like(sender)
  defaults:setObject((defaults:objectForKey("likes") or 0) + 1, "likes")
  defaults:synchronize()
end

function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = controller
  window:makeKeyAndVisible()
  return true
end

return App
