-- Explanations of the I rules (interruptions), shown by `lifecycle explain`.
return {
  I1 = {
    title = "A call or alert makes the app inactive until the user decides",
    text = [[
An incoming call, SMS alert or calendar alert calls applicationWillResignActive: and leaves the app
inactive while the alert waits. Declining brings it back with applicationDidBecomeActive: and no
trip through the background; answering sends it to the background like Home. So pair your hooks:
what willResignActive stops, didBecomeActive restarts. In the simulator call() then decline() shows
`active -> inactive -> active` with no applicationWillEnterForeground:.]],
    breaks = [[
local App = {}
function App:applicationWillResignActive(application)
  self.music = nil                            -- torn down on resign...
end
function App:applicationWillEnterForeground(application)
  self.music = AVAudioPlayer.new()            -- ...rebuilt only after the background
end
return App   -- after call() and decline() the app is active with no player]],
    fix = [[
local App = {}
function App:applicationWillResignActive(application)
  if self.music then self.music:pause() end   -- paused on resign
end
function App:applicationDidBecomeActive(application)
  self.music = self.music or AVAudioPlayer.new()
  self.music:play()                           -- restarted on every activation
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  I2 = {
    title = "A banner notification changes no state",
    text = [[
From iOS 5 a notification can appear as a banner at the top of the screen; the app stays active,
gets no delegate call and keeps receiving touches. Only the old alert-style notifications (iOS 4
and earlier) interrupt the app. In the simulator banner(text) does nothing to the state on ios6,
ios7 and ios13, and behaves like an alert on ios3 and ios4 until dismiss().]],
    breaks = [[
-- scenario (default profile ios7): expecting a banner to interrupt
launch()
banner("New mail")
expect_state("inactive")     -- fails: a banner leaves the app active]],
    fix = [[
-- scenario: a banner changes nothing; touches still arrive
launch()
banner("New mail")
expect_state("active")
tap(160, 240)                -- delivered, not dropped]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  I3 = {
    title = "The notification centre makes the app inactive",
    text = [[
Pulling down the notification centre covers the app, so it resigns active exactly as for an alert.
When the centre is dismissed the app becomes active again; if the user opens another app from it,
the app goes on to the background. In the simulator notification_center() writes
`active -> inactive`, and dismiss() or launching another app decides what comes next.]],
    breaks = [[
-- scenario: expecting the notification centre to send the app away
launch()
notification_center()
expect_state("background")   -- fails: the app only resigned active]],
    fix = [[
-- scenario: inactive while the centre is down, active again after
launch()
notification_center()
expect_state("inactive")
dismiss()
expect_state("active")]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  I4 = {
    title = "The lock button: what the app sees depends on the era; protected files close",
    text = [[
The Sleep/Wake button makes the app resign active. What follows depends on the era:
- ios3, ios4 (and any device that cannot multitask): nothing more. The app stays inactive and
  keeps running (timers fire) until unlock() calls applicationDidBecomeActive:.
- ios6 shows iOS 5-6 here (iOS 4.2-4.3, the start of its range, locked as ios4 does: the app
  stayed inactive): it goes to the background as on Home, but application.applicationState reads
  "inactive", not "background", inside applicationDidEnterBackground: and its observers. That is
  how an app of that era told locking from Home; the trace says so with an `info` line (I4).
- ios7, ios13: exactly Home; applicationState reads "background" and the two cannot be told apart.
Unlock then calls applicationWillEnterForeground: and applicationDidBecomeActive: (ios6 and later).
With a passcode (data protection exists from iOS 4), files written with NSFileProtectionComplete
become unreadable: their key is thrown away, and every read or write fails, even through a handle
opened earlier. The app is told: applicationProtectedDataWillBecomeUnavailable: at lock, and
applicationProtectedDataDidBecomeAvailable: at unlock, each before its notification. Close such files in applicationWillResignActive: and reopen them in
applicationDidBecomeActive:. The simulator reports a handle still open at lock() as a violation
I4; accesses while locked return nil and an error.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  FileManager.write("Documents/diary.txt", "", { protection = NSFileProtectionComplete })
  self.diary = FileHandle.open("Documents/diary.txt")   -- kept open across lock()
  return true
end
return App]],
    fix = [[
local App = {}
function App:applicationDidBecomeActive(application)
  FileManager.write("Documents/diary.txt", "", { protection = NSFileProtectionComplete })
  self.diary = FileHandle.open("Documents/diary.txt")
end
function App:applicationWillResignActive(application)
  if self.diary then self.diary:close(); self.diary = nil end
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html
a reproducible report of iOS 4 and iOS 5 at the lock button ("Is it possible to distinguish between locking the device and sending an app to background?"): https://stackoverflow.com/questions/7754317]],
  },

  I5 = {
    title = "An inactive app gets no touches, but motion, remote control, sensors and notifications still arrive",
    text = [[
While the app is inactive (an alert is up; on ios3 and ios4, the device is locked) only touches
stop: the simulator writes a `dropped` line for each. Motion (shake) and remote-control events
still reach it through the responder chain, accelerometer data goes straight to its delegate, and
notifications keep coming. While the device is locked touches and motion stop; remote control
still arrives, as from the lock screen's controls. A game steered by tilting must therefore ignore
the accelerometer while paused.]],
    breaks = [[
local game = { paused = false, x = 160 }
UIAccelerometer.sharedAccelerometer().delegate = {
  accelerometer_didAccelerate = function(self, accelerometer, a)
    game.x = game.x + a.x * 10       -- the ship keeps flying during the call alert
  end,
}
local App = {}
function App:applicationWillResignActive(application) game.paused = true end
return App]],
    fix = [[
local game = { paused = false, x = 160 }
UIAccelerometer.sharedAccelerometer().delegate = {
  accelerometer_didAccelerate = function(self, accelerometer, a)
    if game.paused then return end   -- data still arrives while inactive: ignore it
    game.x = game.x + a.x * 10
  end,
}
local App = {}
function App:applicationWillResignActive(application) game.paused = true end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  I6 = {
    title = "On resigning active, stop timers and periodic work",
    text = [[
applicationWillResignActive: is the moment to stop timers and periodic tasks, pause playback and
games, throttle drawing and start nothing new; network requests may go on. The app may be back in
seconds or on its way to the background, and either way it should not be burning time nobody
sees. The simulator checks timers: one still scheduled once the app is inactive is a
violation I6.]],
    breaks = [[
local App = {}
function App:applicationDidBecomeActive(application)
  self.tick = NSTimer.scheduledTimer(1, true, function() print("tick") end)
end
return App   -- call(): the timer is still scheduled while inactive]],
    fix = [[
local App = {}
function App:applicationDidBecomeActive(application)
  self.tick = NSTimer.scheduledTimer(1, true, function() print("tick") end)
end
function App:applicationWillResignActive(application)
  if self.tick then self.tick:invalidate(); self.tick = nil end
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  I7 = {
    title = "On becoming active again, restart what was paused, but not a game",
    text = [[
applicationDidBecomeActive: restarts the timers and work that applicationWillResignActive: stopped.
A game is the exception: it stays paused until the player chooses to resume, because a game that
starts again the moment a call alert goes away plays on under fingers that are not ready. Restart
the game loop from a Resume button, not from the hook.]],
    breaks = [[
local App = {}
local game = { paused = false }
function App:applicationWillResignActive(application) game.paused = true end
function App:applicationDidBecomeActive(application)
  game.paused = false          -- resumes by itself as the call alert disappears
end
return App]],
    fix = [[
local App = {}
local game = { paused = false }
function App:applicationWillResignActive(application) game.paused = true end
function App:applicationDidBecomeActive(application)
  if game.paused then print("paused; waiting for the player to tap Resume") end
end
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  I8 = {
    title = "The in-call status bar changes size, and the app is told",
    text = [[
While a call goes on, an app in front shows a double-height status bar (40 points instead of 20),
which pushes the content down. UIApplicationDidChangeStatusBarFrameNotification is posted when it
grows and again when it shrinks, so views can lay themselves out again. In the simulator the
notification carries the new height (40, then 20) and is queued if the app is suspended.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  self.top = 20                -- status bar height fixed once, at launch
  return true
end
return App]],
    fix = [[
local App = { top = 20 }
NSNotificationCenter.defaultCenter():addObserver(
  "UIApplicationDidChangeStatusBarFrameNotification",
  function(note)
    App.top = note.object      -- 40 during a call, 20 afterwards
    print("status bar is now " .. tostring(note.object))
  end)
return App]],
    source = [[App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
