-- runloop/motion-app.lua: shake, remote-control and accelerometer events (E5, I5).
--   player  {0, 0, 320, 480}: becomes the first responder; handles remote-control events
--   Root (the view controller) handles shake; the accelerometer delegate prints every sample
local App = {}
local root = UIViewController.new("Root")
function root:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local player = UIView.new{ name = "player", frame = { 0, 0, 320, 480 } }
  function player:remoteControlReceivedWithEvent(event) print("player got " .. event.subtype) end
  self.view:addSubview(player)
  player:becomeFirstResponder()
end
function root:motionEnded_withEvent(motion, event) print("Root got motion " .. motion) end

function App:application_didFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = root
  UIAccelerometer.sharedAccelerometer().delegate = {
    accelerometer_didAccelerate = function(self, accelerometer, acceleration)
      print(string.format("acceleration %.1f %.1f %.1f (%s)", acceleration.x, acceleration.y, acceleration.z,
        application.applicationState))
    end,
  }
  return true
end
return App
