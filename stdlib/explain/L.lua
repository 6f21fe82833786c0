-- Explanations of the L rules (launch), shown by `lifecycle explain`.
return {
  L1 = {
    title = "A foreground launch: notRunning -> inactive -> active",
    text = [[
Tapping the icon takes the app from notRunning to inactive, calls willFinishLaunching and
didFinishLaunching (application:willFinishLaunchingWithOptions:, then
application:didFinishLaunchingWithOptions:, or applicationDidFinishLaunching: for a delegate that
has only the oldest form), then makes it active and calls applicationDidBecomeActive:. During the launch
methods the app is not yet receiving events, so applicationState is "inactive" there. Work that
needs an active app (timers, animations, a game loop) belongs in applicationDidBecomeActive:,
which also runs each time the app comes back.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  assert(application.applicationState == "active")   -- crash: it is "inactive" here
  return true
end
return App]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  print("launching, state " .. application.applicationState)   -- "inactive"
  return true
end
function App:applicationDidBecomeActive(application)
  print("now active: start timers and animations here")
end
return App]],
    source = [[About the app launch sequence: https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },

  L2 = {
    title = "A background launch never passes through inactive",
    text = [[
An app woken for a background reason goes straight from notRunning to background, and
applicationState is "background" inside didFinishLaunching. With nothing to do it is soon
suspended. Its UI is built as in any launch, and the window's root view controller goes into the
window: viewWillAppear: and viewDidAppear: run during this launch (here right after
didFinishLaunching), while applicationState reads "background", and do not run again when the
user first brings the app to the front. "Appear" means "in the window", not "seen". So code in
viewDidAppear: runs in the background too: a screen-view event logged there, a download started,
a Face ID prompt shown. A scene app (ios13) launched into the background has no window until a
scene connects in the foreground, so nothing appears before. In the simulator
(`launch{background=true}`) creating an OpenGL context in the background gets the app killed at
once (reason gpu, R1).
Not simulated: Apple's current article "About the background execution sequence" lists, for a
launch into the background and for a resume from suspension alike, applicationDidEnterBackground:
after the launch (or resume) and before UIKit delivers the event. Device logs published for the
iOS 7-12 era show only didFinishLaunching and the event's method, and Apple's archived guide names
no such call, so the simulator calls none there: write what must run at every background launch
in didFinishLaunching or in the event's method, not only in applicationDidEnterBackground:.]],
    breaks = [[
local App = {}
local Main = UIViewController.new("Main")
function Main:viewDidAppear(animated)
  UIViewController.viewDidAppear(self, animated)
  self.gl = EAGLContext.new()   -- runs in a background launch too: killed (R1)
end
function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = Main
  window:makeKeyAndVisible()
  return true
end
return App]],
    fix = [[
local App = {}
local Main = UIViewController.new("Main")
function Main:viewDidAppear(animated)
  UIViewController.viewDidAppear(self, animated)
  print("in the window, app " .. UIApplication.sharedApplication().applicationState)
end
function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = Main
  window:makeKeyAndVisible()
  return true
end
function App:applicationDidBecomeActive(application)
  Main.gl = Main.gl or EAGLContext.new()   -- only once the app is really in front
end
return App]],
    source = [[About the background execution sequence: https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html
Reports of appearance in a background launch: Stack Overflow 66605799 (viewDidAppear: in a background launch is expected), firebase-ios-sdk#6327 (screen views logged from a background fetch launch), Xamarin.Forms#15551, WordPressAuthenticator-iOS#446.]],
  },

  L3 = {
    title = "A launch to open a URL: didFinishLaunching decides",
    text = [[
When another app opens a URL of a not-running app, the URL and the opener arrive in the launch
options. The launch methods must return true for the system to deliver the URL afterwards, to
application:openURL:options: (iOS 9 and later, profile ios7 on, when implemented: then neither
older method is called), else openURL:sourceApplication:annotation: (or handleOpenURL: on iOS 4.1
and older), before applicationDidBecomeActive:. A launch method that forgets its return value
returns nil, which counts as false: the simulator writes a warning that the URL is not opened.
A delegate with only the older applicationDidFinishLaunching: (no options) gets the URL after it.
On iPhone OS 3 (ios3) a delegate that implements didFinishLaunchingWithOptions: gets the launch
URL in its options only: handleOpenURL: is not called for it, so open it there.
Source: Apple's UIApplicationDelegate reference, application:handleOpenURL: and
application:openURL:options:; for iPhone OS 3, reports of its reference and of devices
(docs/guide/launch.md names them).]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  print("opened by " .. tostring(options.UIApplicationLaunchOptionsURLKey))
  -- no return: nil counts as false, the URL is never delivered
end
return App]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  return true                  -- let the system deliver the URL
end
function App:application_openURL_sourceApplication_annotation(application, url, source, annotation)
  print("showing " .. url .. " from " .. tostring(source))
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Inter-App Communication": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/Inter-AppCommunication/Inter-AppCommunication.html
UIApplicationDelegate, application(_:didFinishLaunchingWithOptions:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)]],
  },

  L4 = {
    title = "UIApplicationMain creates the application and its delegate",
    text = [[
In iOS, main() calls UIApplicationMain, which creates the UIApplication object and the app
delegate, sets up the main run loop and starts launching. In the playground the app script plays
that part: it runs once per launch and must return the delegate table, which the host reads right
away. A script that returns nothing is refused before the run starts (exit status 2), and hooks
added to the table later are never seen.]],
    breaks = [[
local App = {}
function App:applicationDidBecomeActive(application)
  print("active")
end
-- forgot `return App`: there is no delegate, the run does not start]],
    fix = [[
local App = {}
App.info = { UIApplicationExitsOnSuspend = false }   -- Info.plist keys
function App:applicationDidBecomeActive(application)
  print("active")
end
return App   -- the delegate UIApplicationMain would create]],
    source = [[App Programming Guide for iOS, "The App Life Cycle": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/TheAppLifeCycle/TheAppLifeCycle.html
About the app launch sequence: https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence]],
  },

  L5 = {
    title = "Launching must finish within about 20 seconds",
    text = [[
A watchdog guards the launch: an app that has not finished launching after about 20 seconds is
killed with exception code 0x8badf00d, and the user just sees it vanish. In the simulator the main
chunk and both launch methods share that budget; running over it gives a `kill` with reason
watchdog, rule L5. Slow set-up (a migration, a download) must be done after launch, off the main
thread.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  work(25)   -- migrating the database synchronously: over the 20 s budget
  return true
end
return App]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  DispatchQueue.global():async(function()
    work(25)   -- the migration runs after launch, on a global queue (60 s budget)
    print("migration done")
  end)
  return true
end
return App]],
    source = [[Addressing watchdog terminations: https://developer.apple.com/documentation/xcode/addressing-watchdog-terminations
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
