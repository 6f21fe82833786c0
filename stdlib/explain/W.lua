-- Explanations of the W rules (woken in the background, and state restoration), shown by
-- `lifecycle explain`.
return {
  W1 = {
    title = "Background fetch: declare fetch, set an interval, call the handler within 30 s",
    text = [[
From iOS 7 (ios7) the system may wake a suspended app, or launch it into the background, to fetch
new content: application:performFetchWithCompletionHandler:. It does so only for an app that lists
"fetch" in UIBackgroundModes and has called setMinimumBackgroundFetchInterval: (the default is
UIApplicationBackgroundFetchIntervalNever: no fetch at all), and never more often than that
interval. The app must call the completion handler with UIBackgroundFetchResultNewData, NoData or
Failed within about 30 s, or it is killed (watchdog 0x8badf00d); once called, the app is suspended
again. Calling it twice is a violation W1. In the simulator background_fetch() asks for a fetch
now, as Xcode's Simulate Background Fetch does, but never sooner than the app's minimum
interval after the last one, as the system would. Work still running on a global queue when the
handler is called freezes when the app is suspended again (`froze`, rule W1) and goes on at the
next wake or return (`resumed`); at the 30 s kill it is lost (`lost`, W1).]],
    breaks = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" } }
function App:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
  return true
end
function App:application_performFetchWithCompletionHandler(application, completionHandler)
  DispatchQueue.global():async(function()
    work(2); print("fetched")   -- the handler is never called: killed after 30 s
  end)
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" } }
function App:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
  return true
end
function App:application_performFetchWithCompletionHandler(application, completionHandler)
  DispatchQueue.global():async(function()
    work(2); print("fetched")
    completionHandler(UIBackgroundFetchResultNewData)   -- done: the app may be suspended
  end)
end
return App]],
    source = [[UIApplicationDelegate, application(_:performFetchWithCompletionHandler:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)
App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html
About the background execution sequence: https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence]],
  },

  W2 = {
    title = "A silent push wakes an app with remote-notification; 30 s to call the handler",
    text = [[
From iOS 7 (ios7) a remote notification whose aps dictionary has content-available = 1 is silent:
it wakes a suspended app, or launches it into the background with the payload under
UIApplicationLaunchOptionsRemoteNotificationKey, and calls
application:didReceiveRemoteNotification:fetchCompletionHandler: with the payload. Only an app that
lists "remote-notification" in UIBackgroundModes is woken; without it, or without
content-available, the user sees the notification and the app sleeps on. The completion handler
must be called within about 30 s, as for a fetch (W1). A push to an app in the foreground is
delivered at once, with no time limit. The system throttles background pushes: Apple advises no
more than two or three an hour and publishes no budget. The simulator's model: at most 3 wakes or
launches by push in any 3,600 s (a sliding window); a later push is held, the newest replacing
older ones, and wakes the app as soon as the window allows (that wake counts) or is delivered when
the app next runs in the foreground, if sooner; a force-quit discards it (W3). Pushes to an app in
the foreground are neither held nor counted. In the simulator
push{ aps = { ["content-available"] = 1 } } sends one. An app that has only the older
application:didReceiveRemoteNotification: (no completion handler, deprecated in iOS 10) gets it for a
push that arrives while it is in the foreground, and no call at all for a push that arrives while
it is suspended, in the background or not running. As at a fetch (W1), work still running on a
global queue when the handler is called freezes with the app (`froze`, rule W2) and goes on at the
next wake; at the 30 s kill it is lost (`lost`, W2).
Source: Apple's UIApplicationDelegate reference, application:didReceiveRemoteNotification: and
application:didReceiveRemoteNotification:fetchCompletionHandler:.]],
    breaks = [[
local App = {}   -- no "remote-notification" in UIBackgroundModes: never woken
function App:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler)
  print("new article", userInfo.article)
  completionHandler(UIBackgroundFetchResultNewData)
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "remote-notification" } }
function App:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler)
  print("new article", userInfo.article)
  completionHandler(UIBackgroundFetchResultNewData)   -- within 30 s
end
return App]],
    source = [[Pushing background updates to your App: https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app
UIApplicationDelegate, application(_:didReceiveRemoteNotification:fetchCompletionHandler:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)
About the background execution sequence: https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
The budget (3 wakes or launches by push in any 3,600 s) is the simulator's model: Apple publishes none; it says the number allowed "depends on current conditions, but don't try to send more than two or three per hour".]],
  },

  W3 = {
    title = "An app the user killed is not woken until the user launches it again",
    text = [[
When the user swipes an app away in the switcher (T4, user_kill()), iOS takes it as "I do not want
this app running": neither a background fetch (W1) nor a silent push (W2) wakes or launches it
until the user taps its icon again. An app must not rely on being woken to keep its data fresh;
it refreshes when it launches or returns to the foreground too. When a wake does come, the
notifications queued while the app was suspended (F3), coalesced, are delivered first, before the
wake's delegate method.]],
    breaks = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" } }
local articles = 0
function App:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
  return true   -- shows whatever the last fetch saved, however old
end
function App:application_performFetchWithCompletionHandler(application, completionHandler)
  articles = articles + 1
  completionHandler(UIBackgroundFetchResultNewData)
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" } }
local articles = 0
local function refresh() articles = articles + 1 end
function App:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
  refresh()   -- a launch by the user refreshes too: no fetch comes after a user kill
  return true
end
function App:application_performFetchWithCompletionHandler(application, completionHandler)
  refresh()
  completionHandler(UIBackgroundFetchResultNewData)
end
return App]],
    source = [[App Programming Guide for iOS, "Background Execution": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/BackgroundExecution/BackgroundExecution.html]],
  },

  W4 = {
    title = "State restoration: saved at Home, restored at launch, deleted by a force-quit",
    text = [[
From iOS 6 (profile ios6 and later) UIKit can bring an app's UI back as the user left it, after
the system killed the app in the background. The app opts in by returning true from
application:shouldSaveApplicationState: and application:shouldRestoreApplicationState:. When the
app enters the background (after applicationDidEnterBackground: and the snapshot, within the
same 5 s, B4), each view controller in the window that has a restorationIdentifier (the root, and
what is presented on it, as long as each has one) gets encodeRestorableStateWithCoder: and
writes strings, numbers, booleans and tables of those into the coder. At the next launch,
between application:willFinishLaunchingWithOptions: and application:didFinishLaunchingWithOptions:,
the controllers with the same restoration path get decodeRestorableStateWithCoder: with what
they saved; so the window and its root view controller must exist when willFinishLaunching
returns. The saved state lives in the app's container: a jetsam or watchdog kill keeps it. But
the system deletes it when the user kills the app from the switcher (user_kill()), and when the
launch that restored it crashes or is killed by the launch watchdog, L5 (so that it cannot break
every launch). So restoration is for
where the user was, never for their data: a force-quit throws it away, and the user's draft must
be in a file (B7). The trace shows every encode, decode and discard with a `restoration` line.
The app delegate's own state: application:willEncodeRestorableStateWithCoder: is called once the
opt-in returned true, before any view controller encodes (into the opt-in's coder), and
application:didDecodeRestorableStateWithCoder: after they have all decoded. From iOS 13.2 (ios13)
application:shouldSaveSecureApplicationState: and application:shouldRestoreSecureApplicationState:
are asked instead of the older opt-ins when the delegate has them.
On ios3 and ios4 the methods are never called and nothing is saved.
Source: Apple's UIApplicationDelegate reference (the state restoration methods) and "Preserving
your app's UI across launches".]],
    breaks = [[
local App = {}
local notes = UIViewController.new("Notes")
notes.restorationIdentifier = "notes"
local open = 3                                       -- the note on screen
function notes:encodeRestorableStateWithCoder(coder)
  UIViewController.encodeRestorableStateWithCoder(self, coder)
  coder:encodeInteger_forKey(open, "open")
end
function App:application_shouldSaveApplicationState(application, coder) return true end
function App:application_shouldRestoreApplicationState(application, coder) return true end
function App:application_didFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = notes         -- too late: restoration already ran
  return true
end
return App]],
    fix = [[
local App = {}
local notes = UIViewController.new("Notes")
notes.restorationIdentifier = "notes"
local open = 3                                       -- the note on screen
function notes:encodeRestorableStateWithCoder(coder)
  UIViewController.encodeRestorableStateWithCoder(self, coder)
  coder:encodeInteger_forKey(open, "open")
end
function notes:decodeRestorableStateWithCoder(coder)
  UIViewController.decodeRestorableStateWithCoder(self, coder)
  open = coder:decodeIntegerForKey("open")
end
function App:application_shouldSaveApplicationState(application, coder) return true end
function App:application_shouldRestoreApplicationState(application, coder) return true end
function App:application_willFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = notes         -- in place before restoration
  return true
end
return App]],
    source = [[Preserving your app's UI across launches: https://developer.apple.com/documentation/uikit/preserving-your-app-s-ui-across-launches
App Programming Guide for iOS, "Strategies for Implementing Specific App Features": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforImplementingYourApp/StrategiesforImplementingYourApp.html]],
  },
}
