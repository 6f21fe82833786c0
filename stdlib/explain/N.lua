-- Explanation of N (notification names), for `lifecycle explain`. N has no numbered rules: it is
-- one entry, "N".
return {
  N = {
    title = "Each delegate method is called before its notification is posted",
    text = [[
Most of what the delegate hears about is also posted as a notification, so that any object of the
app can react without being the delegate. The order is fixed: UIKit calls the delegate method first
and posts the notification after it returns, so an observer sees what the delegate already did. The
names: UIApplicationDidFinishLaunchingNotification, UIApplicationDidBecomeActiveNotification,
UIApplicationWillResignActiveNotification, UIApplicationDidEnterBackgroundNotification,
UIApplicationWillEnterForegroundNotification, UIApplicationWillTerminateNotification,
UIApplicationDidReceiveMemoryWarningNotification, UIApplicationDidChangeStatusBarFrameNotification,
UIApplicationSignificantTimeChangeNotification, UIDeviceOrientationDidChangeNotification,
NSCurrentLocaleDidChangeNotification, NSUserDefaultsDidChangeNotification,
UIApplicationProtectedDataWillBecomeUnavailable, UIApplicationProtectedDataDidBecomeAvailable,
EAAccessoryDidConnectNotification and EAAccessoryDidDisconnectNotification.

Besides the lifecycle methods, these delegate methods go with a notification, and the simulator
calls them when the delegate has them:
  applicationSignificantTimeChange:                  midnight, a new time zone
                                                     (significant_time_change())
  application:willChangeStatusBarFrame:,
  application:didChangeStatusBarFrame:               the in-call bar appears or goes (I8)
  application:willChangeStatusBarOrientation:duration:,
  application:didChangeStatusBarOrientation:         the interface turns with the device (rotate())
  applicationProtectedDataWillBecomeUnavailable:,
  applicationProtectedDataDidBecomeAvailable:        locking and unlocking with a passcode (I4)
Observers are added with NSNotificationCenter.defaultCenter():addObserver(name, fn); each runs as
app code after the delegate method, in the order added. While the app is suspended, notifications
are queued and coalesced (F3).

Where UIKit has an older and a newer form of a method, it calls one, and the simulator does too:
  applicationDidFinishLaunching:                     at launch, when the delegate lacks
                                                     application:didFinishLaunchingWithOptions:
                                                     (UIApplicationDidFinishLaunchingNotification
                                                     follows it)
  application:openURL:options:                       a URL (iOS 9, ios7 on): when implemented,
                                                     neither older URL method is called (L3, U1)
  application:didReceiveRemoteNotification:          a push while the app is in the foreground,
                                                     when it lacks the fetchCompletionHandler:
                                                     form; never for a push that wakes it (W2)
  application:shouldSaveSecureApplicationState:,
  application:shouldRestoreSecureApplicationState:   asked instead of the older opt-ins (iOS 13.2,
                                                     ios13 on; W4)
Source: Apple's UIApplicationDelegate reference (applicationDidFinishLaunching:,
application:openURL:options:, application:didReceiveRemoteNotification:, and the state
restoration methods).]],
    breaks = [[
local App = {}
local center = NSNotificationCenter.defaultCenter()
function App:application_didFinishLaunchingWithOptions(application, options)
  self.draft = "Dear Sam,"
  center:addObserver("UIApplicationDidEnterBackgroundNotification", function(note)
    FileManager.write("Documents/draft.txt", self.draft)   -- runs after the delegate method:
  end)                                                    -- the draft is already gone
  return true
end
function App:applicationDidEnterBackground(application)
  self.draft = nil                      -- released first (B8)
end
return App]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  self.draft = "Dear Sam,"
  return true
end
function App:applicationDidEnterBackground(application)
  FileManager.write("Documents/draft.txt", self.draft)   -- save, then release, in one place
  self.draft = nil
end
function App:applicationProtectedDataWillBecomeUnavailable(application)
  print("closing protected files")      -- called before the notification, as the device locks
end
return App]],
    source = [[UIApplicationDelegate: https://developer.apple.com/documentation/uikit/uiapplicationdelegate
App Programming Guide for iOS, "Strategies for Handling App State Transitions": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html]],
  },
}
