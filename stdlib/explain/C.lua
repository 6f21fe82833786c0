-- Explanations of the C rules (scenes and BGTaskScheduler, ios13), shown by `lifecycle explain`.
local manifest = [[
local AppDelegate = {}
AppDelegate.info = { UIApplicationSceneManifest = {
  UIApplicationSupportsMultipleScenes = false,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
    { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }
function AppDelegate:application_didFinishLaunchingWithOptions(application, options) return true end
]]
return {
  C1 = {
    title = "With a scene manifest, the scene delegate gets the foreground and the background",
    text = [[
From iOS 13 (ios13) an app opts into scenes with UIApplicationSceneManifest in Info.plist, naming
a scene delegate class (the app script returns it by name as a second value). The app delegate
still gets the launch, application:configurationForConnectingSceneSession:options:, memory
warnings and termination; the foreground and background go to each scene's delegate:
scene:willConnectToSession:options:, sceneWillEnterForeground:, sceneDidBecomeActive:,
sceneWillResignActive:, sceneDidEnterBackground:, sceneDidDisconnect:, and URLs to
scene:openURLContexts:. The app delegate's applicationWillEnterForeground:,
applicationDidBecomeActive:, applicationWillResignActive:, applicationDidEnterBackground: and
application:openURL:... are never called: the first launch warns about each one the app defines.
Without the manifest an ios13 app uses the app delegate as before. ios26 deprecates those app
delegate methods (one warning a run), and on ios27 an app with no scene manifest, or no scene
configuration, does not launch: it is killed at launch (crash, C1; lifecycle explain P).]],
    breaks = manifest .. [[
function AppDelegate:applicationDidEnterBackground(application)
  FileManager.write("Documents/draft.txt", "saved")   -- never called with a scene manifest
end
local SceneDelegate = {}
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    fix = manifest .. [[
local SceneDelegate = {}
function SceneDelegate:sceneDidEnterBackground(scene)
  FileManager.write("Documents/draft.txt", "saved")
end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    source = [[Specifying the scenes your app supports: https://developer.apple.com/documentation/uikit/specifying-the-scenes-your-app-supports
Managing your app's life cycle: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle]],
  },
  C2 = {
    title = "Each scene has its own state; the app's state follows its scenes",
    text = [[
A scene is unattached, foregroundInactive, foregroundActive or background (scene.activationState).
The app's applicationState follows them: active if one scene is foreground active, else inactive
if one is in the foreground, else background; then suspended as before (S3). So a scene app is in
the background in its launch methods (no scene is connected yet) and enters the foreground with
its first scene, UIApplicationWillEnterForegroundNotification included. The trace shows a
scene line for each scene move beside the app's state lines. sceneDidEnterBackground: has the 5 s
of applicationDidEnterBackground: (B4), and the R restrictions apply once the app, all its scenes,
is in the background.]],
    breaks = manifest .. [[
local SceneDelegate = {}
function SceneDelegate:sceneDidEnterBackground(scene)
  work(8)   -- past B4's 5 s: killed with 0x8badf00d
end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    fix = manifest .. [[
local SceneDelegate = {}
function SceneDelegate:sceneDidEnterBackground(scene)
  local application = UIApplication.sharedApplication()
  local task
  task = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(task) end)
  DispatchQueue.global():async(function() work(8); application:endBackgroundTask(task) end)
end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    source = [[Managing your app's life cycle: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
UISceneDelegate, sceneDidEnterBackground(_:): https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
The 5 s for sceneDidEnterBackground: is the simulator's model: Apple gives a figure (about 5 s) only for applicationDidEnterBackground:.]],
  },
  C3 = {
    title = "Several windows: each one is a session; closing one discards it",
    text = [[
With UIApplicationSupportsMultipleScenes (iPad) the user opens more windows (open_window): each
connects a new session, with its own scene and its own scene delegate object, so state kept on
`self` belongs to one window. Windows come to the front (front_window) or sit side by side
(side_by_side). Closing one in the switcher (close_window) calls sceneDidDisconnect: and then the
app delegate's application:didDiscardSceneSessions: (after the next launch when the app was not
running); a force-quit discards every session. Several windows and Split View are the iPad's: on an
iPhone, the simulator's default, open_window and side_by_side are refused, naming the iPad; run with
--device ipad, or declare scenario { device = "ipad" }.]],
    breaks = [[
local AppDelegate = {}
AppDelegate.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneDelegateClassName = "SceneDelegate" } } } } }
local SceneDelegate = {}
local text = ""   -- one variable for every window: the windows overwrite each other
function SceneDelegate:scene_willConnectToSession_options(scene, session, options) print(text) end
function SceneDelegate:sceneDidEnterBackground(scene) text = scene.session.persistentIdentifier end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    fix = [[
local AppDelegate = {}
AppDelegate.info = { UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes = true,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = { { UISceneDelegateClassName = "SceneDelegate" } } } } }
local SceneDelegate = {}
function SceneDelegate:scene_willConnectToSession_options(scene, session, options) self.text = "" end
function SceneDelegate:sceneDidEnterBackground(scene) self.text = scene.session.persistentIdentifier end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    source = [[UIApplicationDelegate, application(_:didDiscardSceneSessions:): https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
Specifying the scenes your app supports: https://developer.apple.com/documentation/uikit/specifying-the-scenes-your-app-supports]],
  },
  C4 = {
    title = "A scene in the background may be disconnected: save its state in its activity",
    text = [[
Under memory pressure the system disconnects scenes in the background before it kills apps
(low_memory(), or disconnect_scene): sceneDidDisconnect:, and the scene's delegate and views are
gone while the app keeps running. Its session survives: bringing the window back reconnects the
scene with scene:willConnectToSession:options:, and session.stateRestorationActivity holds what
stateRestorationActivityForScene: returned when the scene last entered the background (a table of
plist values). A scene that kept nothing comes back empty.]],
    breaks = manifest .. [[
local SceneDelegate = {}
function SceneDelegate:scene_willConnectToSession_options(scene, session, options) self.draft = self.draft or "" end
function SceneDelegate:sceneDidBecomeActive(scene) self.draft = "typed" end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    fix = manifest .. [[
local SceneDelegate = {}
function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
  local activity = session.stateRestorationActivity
  self.draft = activity and activity.userInfo.draft or ""
end
function SceneDelegate:sceneDidBecomeActive(scene) self.draft = "typed" end
function SceneDelegate:stateRestorationActivityForScene(scene)
  return { activityType = "editing", userInfo = { draft = self.draft } }
end
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    source = [[UISceneDelegate, sceneDidDisconnect(_:): https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
UISceneDelegate, stateRestorationActivity(for:): https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)]],
  },
  C5 = {
    title = "Scene notifications follow the scene's method; UIApplication ones follow the app",
    text = [[
Each scene posts UISceneWillConnectNotification, UISceneWillEnterForegroundNotification,
UISceneDidActivateNotification, UISceneWillDeactivateNotification,
UISceneDidEnterBackgroundNotification and UISceneDidDisconnectNotification after its scene
delegate's method, with the scene as the object. The UIApplication... notifications are still
posted, but only when the app as a whole changes state: opening a second window posts no
UIApplicationDidBecomeActiveNotification while the app stays active.]],
    breaks = manifest .. [[
NSNotificationCenter.defaultCenter():addObserver("UIApplicationDidBecomeActiveNotification", function()
  print("a window became active")   -- not posted when a second window activates
end)
local SceneDelegate = {}
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    fix = manifest .. [[
NSNotificationCenter.defaultCenter():addObserver("UISceneDidActivateNotification", function(note)
  print("window " .. tostring(note.object) .. " became active")
end)
local SceneDelegate = {}
return AppDelegate, { SceneDelegate = SceneDelegate }]],
    source = [[UIScene, didEnterBackgroundNotification: https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
Managing your app's life cycle: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle]],
  },
  C6 = {
    title = "BGTaskScheduler: register before launch ends, submit, complete every task",
    text = [[
From iOS 13 (ios13) an app asks the system to run work later with BGTaskScheduler. It lists each
task identifier in BGTaskSchedulerPermittedIdentifiers (info.BGTaskSchedulerPermittedIdentifiers)
and registers a launch handler for each with registerForTaskWithIdentifier_usingQueue_launchHandler
before application:didFinishLaunchingWithOptions: returns: registering later is UIKit's assertion
('All launch handlers must be registered before application finishes launching'), a crash. It then
submits a BGAppRefreshTaskRequest (about 30 s of run time; needs the "fetch" background mode) or a
BGProcessingTaskRequest (minutes, here 300 s; needs "processing"; runs only while the device is
idle, and while charging only when the request sets requiresExternalPower = true: the default is
false). A submit of an identifier not listed, or without the mode, fails with
BGTaskSchedulerErrorDomain code 3 (not permitted); 1 refresh and 10 processing requests may be
pending. When the system runs the task it wakes the app, or launches it into the background, and
calls the launch handler with the task. The app must call task:setTaskCompletedWithSuccess(...)
on every path: when the time is up the system calls task.expirationHandler, and a task still not
completed 1 s later gets the app killed (expired, 0x8badf00d). In the simulator run_bg_task(id)
runs a submitted task now, as the system would (never before its earliestBeginDate);
lock() makes the device idle and set_charging(true) puts it on its charger. Before ios13 BGTaskScheduler is
nil and the verbs are refused. Work still running on a global queue is not stopped at the expiry:
once the task is completed the app is suspended and it freezes (`froze`, rule C6), to go on at
the next wake; at the kill it is lost (`lost`, C6). So the expiration handler must make the work
stop (a flag it checks) as well as complete the task.]],
    breaks = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
function App:application_didFinishLaunchingWithOptions(application, options)
  BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
    DispatchQueue.global():async(function()
      work(2); print("refreshed")   -- setTaskCompletedWithSuccess is never called: killed at 31 s
    end)
  end)
  return true
end
function App:applicationDidEnterBackground(application)
  BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
end
return App]],
    fix = [[
local App = {}
App.info = { UIBackgroundModes = { "fetch" }, BGTaskSchedulerPermittedIdentifiers = { "com.example.refresh" } }
function App:application_didFinishLaunchingWithOptions(application, options)
  BGTaskScheduler.sharedScheduler:registerForTaskWithIdentifier_usingQueue_launchHandler("com.example.refresh", nil, function(task)
    task.expirationHandler = function() task:setTaskCompletedWithSuccess(false) end
    DispatchQueue.global():async(function()
      work(2); print("refreshed")
      task:setTaskCompletedWithSuccess(true)   -- done: the app may be suspended
    end)
  end)
  return true
end
function App:applicationDidEnterBackground(application)
  BGTaskScheduler.sharedScheduler:submitTaskRequest_error(BGAppRefreshTaskRequest.new("com.example.refresh"))
end
return App]],
    source = [[BGTaskScheduler, register(forTaskWithIdentifier:using:launchHandler:): https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)
BGTask, setTaskCompleted(success:): https://developer.apple.com/documentation/backgroundtasks/bgtask/settaskcompleted(success:)
BGTask, expirationHandler: https://developer.apple.com/documentation/backgroundtasks/bgtask/expirationhandler
The 1 s between expiry and the kill is the simulator's model: Apple says only that the expiration handler is called "shortly before" the time runs out and that a task not completed by then "may result in the system killing your app".]],
  },
}
