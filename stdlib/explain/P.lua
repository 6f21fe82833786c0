-- Explanation of P (OS profiles), for `lifecycle explain`. P has no numbered rules: it is one
-- entry, "P".
return {
  P = {
    title = "The rules differ by OS era: --profile picks one",
    text = [[
The lifecycle changed as iOS grew, and --profile picks the era a run simulates:
  profile         multitasking       URLs go to                              background task
  ios3            none: Home         application:handleOpenURL:              none
                  terminates (T1)
  ios4 (4.0-4.1)  yes                application:handleOpenURL: only         600 s
  ios6 (4.2-6)    yes                ...openURL:sourceApplication:annotation: 600 s
  ios7 (7-12)     yes                ...openURL:options: (iOS 9) if there, 180 s
                                     else ...openURL:sourceApplication:annotation:
  ios13 (13-18)   yes                as ios7; with scenes scene:openURLContexts: 30 s
  ios26 (26)      yes                as ios13                                30 s
  ios27 (27+)     yes                as ios13; scenes required to launch     30 s
At the lock button ios6 shows iOS 5-6 (I4): iOS 4.2-4.3 kept a locked app inactive, as ios4 does.
ios7 is the default. Some things only exist from a given era: remote-control events from ios4;
banners (I2) and the notification centre (I3) from ios6 (iOS 5); application:willFinishLaunchingWithOptions: and state
restoration (W4) from ios6 (iOS 6). On
an older profile a hook from a later era is never called, and a warning says why; a scenario verb
from a later era, such as notification_center() on ios3 or ios4, is refused: the run stops with
exit status 2 and a message naming the profile that has it. A scenario can ask which era it runs
under with profile(), so one file can grade every era. Background fetch and silent pushes (W1-W3:
background_fetch(), push{...} and their delegate methods) come with ios7; scenes and
BGTaskScheduler (C1-C6) with ios13, and ios26 and ios27 have all of them.
UIApplication's applicationState comes with iOS 4: on ios3 reading it sends a selector the object
does not have, Objective-C's "NSInvalidArgumentException: -[UIApplication applicationState]:
unrecognized selector sent to instance", and unless pcall catches it (as @try would) the app
crashes (a kill with reason crash, rule P).
iOS 26 (ios26) deprecates the app delegate's applicationDidBecomeActive:,
applicationWillResignActive:, applicationDidEnterBackground:, applicationWillEnterForeground: and
application:openURL:options: in favour of the scene life cycle (C1): sceneDidBecomeActive:,
sceneWillResignActive:, sceneDidEnterBackground:, sceneWillEnterForeground: and
scene:openURLContexts:. An app without a scene manifest still runs there, and the first launch
of a run warns once, quoting UIKit's log ("UIScene lifecycle will soon be required. Failure to
adopt will result in an assert in the future.") and naming each of those methods the app
implements with its replacement. On ios27 (the release after iOS 26, an app built with its SDK)
such an app does not launch: an app with no scene manifest, or with no scene configuration (in
the manifest or from application:configurationForConnectingSceneSession:options:), is killed at
every launch (crash, C1) with UIKit's "Application failed to launch: UIScene life cycle is
required for apps built with this SDK." Sources: Apple's TN3187, "Migrating to the UIKit
scene-based life cycle", UIKit's UIApplication.h of the iOS 26 SDK, and Apple's UIApplication reference
(applicationState: iOS 4.0 and later).]],
    breaks = [[
-- scenario, run with --profile ios4: the notification centre came with iOS 5
launch()
notification_center()        -- refused, exit status 2: it needs ios6 or later
expect_state("inactive")]],
    fix = [[
-- scenario for every era: ask which one it runs under
launch()
if profile() == "ios3" or profile() == "ios4" then
  call()                     -- the interruption those eras have (I1)
  expect_state("inactive")
  decline()
else
  notification_center()      -- ios6 (iOS 5) and later (I3)
  expect_state("inactive")
  dismiss()
end
expect_state("active")]],
    source = [[Managing your app's life cycle: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
TN3187: Migrating to the UIKit scene-based life cycle: https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle]],
  },
}
