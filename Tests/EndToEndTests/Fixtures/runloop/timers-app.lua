-- runloop/timers-app.lua: NSTimer on the run loop (E6).
--   ticker  repeating, every 1 s; invalidates itself after its 5th fire
--   once    one-shot, after 2.5 s
-- The app keeps its timers across resigning active (an I6 violation, on purpose here).
local App = {}
local fires = 0
function App:application_didFinishLaunchingWithOptions(application, options)
  App.ticker = NSTimer.scheduledTimer(1, true, function(timer)
    fires = fires + 1
    print("tick " .. fires .. " valid=" .. tostring(timer.valid))
    if fires == 5 then timer:invalidate(); print("ticker invalidated, valid=" .. tostring(timer.valid)) end
  end)
  App.once = NSTimer.scheduledTimer(2.5, false, function(timer) print("once") end)
  return true
end
return App
