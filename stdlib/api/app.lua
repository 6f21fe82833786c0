-- The API catalog, part 2 of 3: what an app script sees besides standard Lua (the globals of
-- stdlib/host/app.lua and stdlib/host/frameworks/*.lua), the objects they make, and the delegate
-- hooks the host calls (Sources/LifecycleCore/Hook.swift, in the same order). The schema is in
-- stdlib/api/sandbox.lua.
local function fn(name, rules, doc, params, returns)
  return { name = name, kind = "function", rules = rules, doc = doc, params = params, returns = returns }
end
local function value(name, type, rules, doc)
  return { name = name, kind = "value", type = type, rules = rules, doc = doc }
end
local function field(name, type, rules, doc, settable)
  return { name = name, type = type, rules = rules, doc = doc, settable = settable }
end
local function class(name, class_name, rules, doc, members)
  return { name = name, kind = "table", class = class_name, rules = rules, doc = doc, members = members }
end
local ERR = { "err", "string?", "why it failed" }

return {
  hooks = {
    { name = "application_willFinishLaunchingWithOptions", selector = "application:willFinishLaunchingWithOptions:",
      rules = "L1, L3", doc = "The first launch method; `applicationState` is `inactive` here (L1). Returning false refuses a launch URL (L3).",
      params = { { "application", "UIApplication" }, { "options", "LaunchOptions" } },
      returns = { { "open", "boolean?", "false: do not open the launch URL" } } },
    { name = "application_didFinishLaunchingWithOptions", selector = "application:didFinishLaunchingWithOptions:",
      rules = "L1, L2, L3, V2", doc = "Launch is done: create the window and root view controller here (V2). `applicationState` is `inactive` (L1), or `background` in a background launch (L2). Returning false refuses a launch URL (L3).",
      params = { { "application", "UIApplication" }, { "options", "LaunchOptions" } },
      returns = { { "open", "boolean?", "false: do not open the launch URL" } } },
    { name = "applicationDidBecomeActive", selector = "applicationDidBecomeActive:",
      rules = "L1, I1, I7, F1, F2", doc = "The app is active: restart what was paused on resigning active (I7).",
      params = { { "application", "UIApplication" } } },
    { name = "applicationWillResignActive", selector = "applicationWillResignActive:",
      rules = "I1, I4, I6, B1", doc = "The app is about to become inactive (a call, the lock button, Home): pause timers and games, close protected files (I4, I6).",
      params = { { "application", "UIApplication" } } },
    { name = "applicationDidEnterBackground", selector = "applicationDidEnterBackground:",
      rules = "B1, B4, B6, B7, B8", doc = "The app is in the background: save state (B7), release memory (B8), hide sensitive views (B6). Return within about 5 s or be killed (B4); ask for more time with a background task (B5).",
      params = { { "application", "UIApplication" } } },
    { name = "applicationWillEnterForeground", selector = "applicationWillEnterForeground:",
      rules = "F1, F2, U1", doc = "The app is coming back from the background: undo what `applicationDidEnterBackground:` did (F2).",
      params = { { "application", "UIApplication" } } },
    { name = "applicationWillTerminate", selector = "applicationWillTerminate:",
      rules = "T2, T3, M3", doc = "The app is about to be terminated while running (never when suspended, T3). About 5 s to return; no background time can be asked for here (T2).",
      params = { { "application", "UIApplication" } } },
    { name = "application_openURL_sourceApplication_annotation", selector = "application:openURL:sourceApplication:annotation:",
      rules = "L3, U1, U2", doc = "Another app opens a URL of this app (iOS 4.2 and later); preferred over `application:handleOpenURL:`.",
      params = { { "application", "UIApplication" }, { "url", "string" },
                 { "sourceApplication", "string?", "the opener's bundle id, if given" }, { "annotation", "nil", "always nil" } },
      returns = { { "handled", "boolean?" } } },
    { name = "application_handleOpenURL", selector = "application:handleOpenURL:",
      rules = "L3, U1", doc = "Opens a URL when the delegate lacks `application:openURL:sourceApplication:annotation:` or on iOS 3 and 4.0-4.1 (profiles ios3, ios4).",
      params = { { "application", "UIApplication" }, { "url", "string" } },
      returns = { { "handled", "boolean?" } } },
    { name = "applicationDidReceiveMemoryWarning", selector = "applicationDidReceiveMemoryWarning:",
      rules = "M2, B8", doc = "Memory is low: release caches now, or be among the first killed (M1).",
      params = { { "application", "UIApplication" } } },
    { name = "applicationSignificantTimeChange", selector = "applicationSignificantTimeChange:",
      rules = "N, F3", doc = "Midnight, a new time zone or daylight saving; called before `UIApplicationSignificantTimeChangeNotification` (queued while suspended, F3).",
      params = { { "application", "UIApplication" } } },
    { name = "application_willChangeStatusBarFrame", selector = "application:willChangeStatusBarFrame:",
      rules = "N, I8, F3", doc = "The status bar is about to change size (the in-call bar, I8); called before `UIApplicationWillChangeStatusBarFrameNotification`.",
      params = { { "application", "UIApplication" }, { "newStatusBarFrame", "CGRect" } } },
    { name = "application_didChangeStatusBarFrame", selector = "application:didChangeStatusBarFrame:",
      rules = "N, I8, F3", doc = "The status bar changed size; called before `UIApplicationDidChangeStatusBarFrameNotification` (queued while suspended, F3).",
      params = { { "application", "UIApplication" }, { "oldStatusBarFrame", "CGRect" } } },
    { name = "application_willChangeStatusBarOrientation_duration", selector = "application:willChangeStatusBarOrientation:duration:",
      rules = "N, F3", doc = "The interface is about to rotate (the device turned to an orientation in `UISupportedInterfaceOrientations`); called before `UIApplicationWillChangeStatusBarOrientationNotification`.",
      params = { { "application", "UIApplication" }, { "newStatusBarOrientation", "InterfaceOrientation" }, { "duration", "number", "the rotation's seconds" } } },
    { name = "application_didChangeStatusBarOrientation", selector = "application:didChangeStatusBarOrientation:",
      rules = "N, F3", doc = "The interface rotated; called before `UIApplicationDidChangeStatusBarOrientationNotification` (queued and netted while suspended, F3).",
      params = { { "application", "UIApplication" }, { "oldStatusBarOrientation", "InterfaceOrientation" } } },
    { name = "applicationProtectedDataWillBecomeUnavailable", selector = "applicationProtectedDataWillBecomeUnavailable:",
      rules = "N, I4, F3", doc = "The device is locking with a passcode: close `NSFileProtectionComplete` files (iOS 4 and later: ios4 up).",
      params = { { "application", "UIApplication" } } },
    { name = "applicationProtectedDataDidBecomeAvailable", selector = "applicationProtectedDataDidBecomeAvailable:",
      rules = "N, I4, F3", doc = "The device was unlocked: protected files can be opened again (iOS 4 and later: ios4 up).",
      params = { { "application", "UIApplication" } } },
  },

  globals = {
    fn("work", "B4, L5, T5", "The calling code spends `seconds` of simulated time (slow I/O or computation). A watchdog budget that runs out during `work` stops the code there and kills the app.",
      { { "seconds", "number", "simulated seconds, >= 0" } }),
    class("UIApplication", "UIApplicationClass", "S4, B5", "The application object's class.", {
      fn("sharedApplication", "S4", "The simulated `UIApplication`, also passed to every hook.", nil, { { "application", "UIApplication" } }),
    }),
    value("UIBackgroundTaskInvalid", "integer", "B5", "`0`: the task id `beginBackgroundTaskWithExpirationHandler` returns when no time can be given."),
    class("DispatchQueue", "DispatchQueueClass", "E1, S3, B5", "Dispatch queues: blocks run while the scenario lets time pass (`advance`), each under its own watchdog; frozen while the app is suspended (S3).", {
      value("main", "DispatchQueue", "E1", "The main queue (10 s watchdog per block)."),
      fn("global", "B5", "A global queue (60 s watchdog per block); in the background a block is cut short when the allowance runs out (B5).", nil, { { "queue", "DispatchQueue" } }),
    }),

    -- storage.lua
    class("FileManager", "FileManagerClass", "B7, R4, I4", "The app's container: files that survive kills and relaunches (B7, R4). Paths start with `Documents/`, `Library/Caches/` or `tmp/`.", {
      fn("write", "B7, R4, I4", "Writes a file at once. `opts.protection`: `NSFileProtectionComplete` (unreadable while the device is locked, I4) or `\"none\"`.",
        { { "path", "string" }, { "text", "string" }, { "opts?", "FileWriteOptions" } }, { { "ok", "true?" }, ERR }),
      fn("read", "B7, I4", "The file's text, or nil and why (no such file; protected while locked, I4).", { { "path", "string" } }, { { "text", "string?" }, ERR }),
      fn("remove", "B7", "Removes a file: true, or false if there was none.", { { "path", "string" } }, { { "removed", "boolean" } }),
      fn("exists", "B7, I4", "Whether the file exists (false for a protected file while locked).", { { "path", "string" } }, { { "exists", "boolean" } }),
    }),
    value("NSFileProtectionComplete", "string", "I4", "`\"complete\"`: a file written with it cannot be read, written or opened while the device is locked."),
    class("FileHandle", "FileHandleClass", "I4", "Open files: a handle to a protected file still open at `lock()` is a violation I4.", {
      fn("open", "I4", "Opens a file for reading and writing, or returns nil and why.", { { "path", "string" } }, { { "handle", "FileHandle?" }, ERR }),
    }),
    class("NSUserDefaults", "NSUserDefaultsClass", "B7, R4, F6", "User defaults: written to disk on `synchronize()`, on entering the background and before terminating; a kill loses the rest (B7).", {
      fn("standardUserDefaults", "B7", "The app's defaults.", nil, { { "defaults", "NSUserDefaults" } }),
    }),
    class("NSCache", "NSCacheClass", "B8, R5, M1", "Memory caches: what the app holds counts in its footprint, which decides who is purged first (M1).", {
      fn("new", "B8", "A new cache.", { { "name?", "string", "default \"cache\"" } }, { { "cache", "NSCache" } }),
    }),
    fn("footprint", "M1, B8", "The app's memory footprint now (Lua heap plus caches), in MB.", nil, { { "megabytes", "number" } }),
    class("AVAudioPlayer", "AVAudioPlayerClass", "B2, R11", "Audio playback: the `audio` background mode, in use while playing.", {
      fn("new", "B2", "A new player.", nil, { { "player", "AVAudioPlayer" } }),
    }),
    class("CLLocationManager", "CLLocationManagerClass", "B2, R11", "Location updates: the `location` background mode, in use while updating.", {
      fn("new", "B2", "A new manager; `didUpdateLocations` is required.", { { "options", "CLLocationManagerOptions" } }, { { "manager", "CLLocationManager" } }),
    }),

    -- system.lua
    class("EAGLContext", "EAGLContextClass", "R1", "OpenGL ES: creating a context or drawing in the background kills the app (reason gpu).", {
      fn("new", "R1", "Creates a context.", nil, { { "context", "EAGLContext" } }),
    }),
    fn("glDrawArrays", "R1", "A drawing command (arguments are ignored); in the background it kills the app."),
    fn("glClear", "R1", "A drawing command; in the background it kills the app."),
    fn("glFlush", "R1", "Submits drawing commands without waiting; in the background it kills the app."),
    fn("glFinish", "R1", "Waits until every submitted command has completed: call it before leaving the foreground."),
    class("NSNetService", "NSNetServiceClass", "R2", "Bonjour services: unpublish them before suspension, or the system does (a violation R2).", {
      fn("new", "R2", "A service named `name.type`.", { { "options?", "NSNetServiceOptions" } }, { { "service", "NSNetService" } }),
    }),
    class("Socket", "SocketClass", "R2, R3", "Sockets: close listening sockets before suspension (R2); connections are torn down while suspended (R3).", {
      fn("listen", "R2", "A listening socket on `port`.", { { "port", "integer" } }, { { "listener", "ListeningSocket" } }),
      fn("connect", "R3", "A connected socket.", { { "address", "string", "\"host:port\"" } }, { { "socket", "Socket" } }),
    }),
    fn("ABAddressBookCreate", "R6", "Opens the Address Book; release it before suspension or be killed (reason resources).", nil, { { "book", "ABAddressBook" } }),
    class("EKEventStore", "EKEventStoreClass", "R6", "Calendar data: release the store before suspension or be killed (reason resources).", {
      fn("new", "R6", "Opens the Calendar data.", nil, { { "store", "EKEventStore" } }),
    }),
    fn("CFRelease", "R6", "Releases an `ABAddressBook` or `EKEventStore` (anything else is an error); twice does nothing.", { { "object", "ABAddressBook|EKEventStore" } }),
    class("EASession", "EASessionClass", "R8", "External accessories: close the session when told the accessory disconnected.", {
      fn("open", "R8", "A session with the connected accessory, or nil and why (none connected; one already open).", nil, { { "session", "EASession?" }, ERR }),
    }),
    class("UIAlertView", "UIAlertViewClass", "R9", "Alerts are not dismissed for you when the app enters the background (R9).", {
      fn("new", "R9", "A new alert (not yet shown).", { { "options?", "UIAlertViewOptions" } }, { { "alert", "UIAlertView" } }),
    }),
    { name = "UIActionSheet", kind = "alias", of = "UIAlertView", rules = "R9", doc = "The same as `UIAlertView`." },
    class("NSNotificationCenter", "NSNotificationCenterClass", "F3, F6, R8, I4", "Observers of the notifications of SPEC N, called after the delegate method; queued and coalesced while suspended (F3).", {
      fn("defaultCenter", "F3", "The app's notification centre.", nil, { { "center", "NSNotificationCenter" } }),
    }),

    -- ui.lua
    class("UIView", "UIViewClass", "E2, B6, R7, R10, F4", "Views: hit-tested for touches (E2), in the snapshot unless hidden (B6, R10), redrawn once on return after background `setNeedsDisplay` (R7, F4).", {
      fn("new", "E2, B6", "A view in the window; `name` is required.", { { "options", "UIViewOptions" } }, { { "view", "UIView" } }),
    }),
    class("UIButton", "UIButtonClass", "E4", "Buttons: a tap sends the action to the target (E4).", {
      fn("new", "E4", "A button; the options of `UIView.new`.", { { "options", "UIViewOptions" } }, { { "button", "UIView" } }),
    }),
    class("UIViewController", "UIViewControllerClass", "V1, V2", "View controllers. The appearance methods here are the superclass's: an override must call them (V1).", {
      fn("new", "V1", "A view controller; its view loads on first use and calls `viewDidLoad` once.", { { "name", "string|{name: string}" } }, { { "controller", "UIViewController" } }),
      fn("viewDidLoad", "V1", "The superclass's `viewDidLoad`.", { { "self", "UIViewController" } }),
      fn("viewWillAppear", "V1", "The superclass's `viewWillAppear:`: call it from an override.", { { "self", "UIViewController" }, { "animated?", "boolean" } }),
      fn("viewDidAppear", "V1", "The superclass's `viewDidAppear:`: call it from an override.", { { "self", "UIViewController" }, { "animated?", "boolean" } }),
      fn("viewWillDisappear", "V1", "The superclass's `viewWillDisappear:`: call it from an override.", { { "self", "UIViewController" }, { "animated?", "boolean" } }),
      fn("viewDidDisappear", "V1", "The superclass's `viewDidDisappear:`: call it from an override.", { { "self", "UIViewController" }, { "animated?", "boolean" } }),
    }),
    class("UIWindow", "UIWindowClass", "V2, E2", "The key window (one per app).", {
      fn("new", "V2", "The app's window.", nil, { { "window", "UIWindow" } }),
    }),
    class("NSTimer", "NSTimerClass", "E6, I6", "Timers on the main run loop; stop them on resigning active (I6).", {
      fn("scheduledTimer", "E6", "Schedules `fn(timer)` every `seconds` (once unless `repeats`).",
        { { "seconds", "number", "> 0" }, { "repeats", "boolean" }, { "fn", "fun(timer: NSTimer)" } }, { { "timer", "NSTimer" } }),
    }),
    class("UIAccelerometer", "UIAccelerometerClass", "E5, I5", "The accelerometer: its data goes straight to the delegate, even while inactive (E5, I5).", {
      fn("sharedAccelerometer", "E5", "The device's accelerometer.", nil, { { "accelerometer", "UIAccelerometer" } }),
    }),
  },

  classes = {
    { name = "AppDelegate", kind = "protocol", parent = "UIResponder", open = true, rules = "L4, E3", hooks = true,
      doc = "The table an app script returns: its methods are the hooks UIKit calls (a missing one is simply not called). Annotate yours with `---@type AppDelegate`.",
      fields = { field("info", "AppInfo?", "B3, T1, B2", "Info.plist keys, read at each launch.") } },
    { name = "AppInfo", kind = "record", rules = "B3, T1, B2", doc = "The delegate's `info` table (Info.plist keys).",
      fields = { field("UIApplicationExitsOnSuspend", "boolean?", "B3, T1", "The app is terminated instead of suspended: on leaving the foreground, and after a background launch once it has nothing left to do."),
                 field("UIApplicationExitOnSuspend", "boolean?", "B3, T1", "The seeds' spelling of `UIApplicationExitsOnSuspend`: read too, with a warning naming UIKit's."),
                 field("UIBackgroundModes", "string[]?", "B2", "Declared background modes: \"audio\", \"location\", ..."),
                 field("UISupportedInterfaceOrientations", "string[]?", "N", "The interface orientations the app rotates to (\"UIInterfaceOrientationPortrait\", \"UIInterfaceOrientationLandscapeLeft\", ...); portrait only without it.") } },
    { name = "CGRect", kind = "record", rules = "N, I8", doc = "A rectangle in points, as the status bar methods receive it.",
      fields = { field("x", "number", "N", "Left edge."), field("y", "number", "N", "Top edge."),
                 field("width", "number", "N", "Width."), field("height", "number", "N", "Height: 20, or 40 with the in-call bar (I8).") } },
    { name = "LaunchOptions", kind = "record", rules = "L3", doc = "The launch methods' options: empty for a plain launch.",
      fields = { field("UIApplicationLaunchOptionsURLKey", "string?", "L3", "The URL the app was launched to open."),
                 field("UIApplicationLaunchOptionsSourceApplicationKey", "string?", "L3", "The opener's bundle id, if given.") } },
    { name = "UIApplication", kind = "object", rules = "S4, B5", doc = "The simulated `UIApplication`. Properties are read-only; call methods with `:`.",
      fields = { field("applicationState", "\"active\"|\"inactive\"|\"background\"", "S4, L1, L2", "The state as the app sees it (a suspended app runs no code)."),
                 field("backgroundTimeRemaining", "number", "B5", "Seconds of background time left; `math.huge` in the foreground.") },
      methods = {
        fn("beginBackgroundTaskWithExpirationHandler", "B5, T2", "Asks for extra background time; `handler` runs when it runs out and must end the task. Returns a task id, or `UIBackgroundTaskInvalid` when no time can be given.",
          { { "handler?", "fun()" } }, { { "task", "integer" } }),
        fn("endBackgroundTask", "B5", "Ends a task; ending one that is not open is a violation B5.", { { "task", "integer" } }),
      } },
    { name = "DispatchQueue", kind = "object", rules = "E1, S3", doc = "A dispatch queue.",
      methods = {
        fn("async", "E1", "Runs `fn` on this queue at the scenario's next `advance`.", { { "fn", "fun()" } }),
        fn("asyncAfter", "E1", "Runs `fn` on this queue `seconds` after the call.", { { "seconds", "number" }, { "fn", "fun()" } }),
      } },
    { name = "FileWriteOptions", kind = "record", rules = "I4", doc = "Options of `FileManager.write`.",
      fields = { field("protection", "\"complete\"|\"none\"|nil", "I4", "`NSFileProtectionComplete`, \"none\", or absent (a new file is unprotected, an existing one keeps its protection).") } },
    { name = "FileHandle", kind = "object", rules = "I4", doc = "An open file.",
      fields = { field("path", "string", "I4", "The file's path.") },
      methods = {
        fn("read", "I4", "The file's text, or nil and why (closed; locked).", nil, { { "text", "string?" }, ERR }),
        fn("write", "I4", "Replaces the file's text.", { { "text", "string" } }, { { "ok", "true?" }, ERR }),
        fn("close", "I4", "Closes the handle."),
      } },
    { name = "NSUserDefaults", kind = "object", rules = "B7, R4, F6", doc = "The app's user defaults.",
      methods = {
        fn("setObject", "B7", "Sets a string, number or boolean (nil removes), in memory.", { { "value", "string|number|boolean|nil" }, { "key", "string" } }),
        fn("objectForKey", "B7, F6", "The value set in memory, else the saved one, else nil.", { { "key", "string" } }, { { "value", "string|number|boolean|nil" } }),
        fn("removeObjectForKey", "B7", "Removes a value (in memory, until written).", { { "key", "string" } }),
        fn("synchronize", "B7, R4", "Writes the values set in memory to disk now.", nil, { { "ok", "boolean" } }),
      } },
    { name = "NSCache", kind = "object", rules = "B8, R5", doc = "A memory cache.",
      fields = { field("name", "string", "B8", "The cache's name.") },
      methods = {
        fn("setObject", "B8, M1", "Holds an object of `megabytes` under `key` (key first, then the size).", { { "key", "any" }, { "megabytes", "number" } }),
        fn("removeObjectForKey", "B8", "Releases one object.", { { "key", "any" } }),
        fn("removeAllObjects", "B8, R5", "Releases them all: do it on entering the background."),
      } },
    { name = "AVAudioPlayer", kind = "object", rules = "B2", doc = "An audio player.",
      fields = { field("playing", "boolean", "B2", "Whether it is playing.") },
      methods = {
        fn("play", "B2", "Plays: the `audio` mode is in use."),
        fn("pause", "B2", "Pauses: the mode is no longer in use."),
        fn("stop", "B2", "Stops: the mode is no longer in use."),
      } },
    { name = "CLLocationManagerOptions", kind = "record", rules = "B2", doc = "Options of `CLLocationManager.new`.",
      fields = { field("didUpdateLocations", "fun()", "B2, R11", "Runs every 5 s while updating and the app runs code.") } },
    { name = "CLLocationManager", kind = "object", rules = "B2, R11", doc = "A location manager.",
      methods = {
        fn("startUpdatingLocation", "B2", "Starts updates: the `location` mode is in use."),
        fn("stopUpdatingLocation", "B2", "Stops updates."),
      } },
    { name = "EAGLContext", kind = "object", rules = "R1", doc = "An OpenGL ES context.",
      methods = { fn("presentRenderbuffer", "R1", "A drawing command; in the background it kills the app.") } },
    { name = "NSNetServiceOptions", kind = "record", rules = "R2", doc = "Options of `NSNetService.new`.",
      fields = { field("name", "string?", "R2", "Default \"service\"."), field("type", "string?", "R2", "Default \"_http._tcp\".") } },
    { name = "NSNetService", kind = "object", rules = "R2", doc = "A Bonjour service.",
      fields = { field("name", "string", "R2", "\"name.type\".") },
      methods = {
        fn("publish", "R2", "Advertises it."),
        fn("stop", "R2", "Unpublishes it: true, or false if it was not published.", nil, { { "stopped", "boolean" } }),
      } },
    { name = "ListeningSocket", kind = "object", rules = "R2", doc = "A listening socket.",
      fields = { field("port", "integer", "R2", "Its port.") },
      methods = { fn("close", "R2", "Closes it: true, or false if it was not open.", nil, { { "closed", "boolean" } }) } },
    { name = "Socket", kind = "object", rules = "R3", doc = "A connected socket; torn down while the app is suspended (R3): reconnect.",
      fields = { field("address", "string", "R3", "Where it connects.") },
      methods = {
        fn("send", "R3", "Sends data: true, or nil and why (ENOTCONN after suspension, EBADF after close).", { { "data", "string" } }, { { "ok", "true?" }, ERR }),
        fn("receive", "R3", "`\"\"` (nothing ever arrives), or nil and why.", nil, { { "data", "string?" }, ERR }),
        fn("close", "R3", "Closes it."),
      } },
    { name = "ABAddressBook", kind = "object", rules = "R6", doc = "The Address Book, held until released.",
      methods = { fn("release", "R6", "The same as `CFRelease(book)`.") } },
    { name = "EKEventStore", kind = "object", rules = "R6", doc = "The Calendar data, held until released.",
      methods = { fn("release", "R6", "The same as `CFRelease(store)`.") } },
    { name = "EASession", kind = "object", rules = "R8", doc = "A session with an external accessory.",
      methods = { fn("close", "R8", "Ends the session.") } },
    { name = "UIAlertViewOptions", kind = "record", rules = "R9", doc = "Options of `UIAlertView.new`.",
      fields = { field("title", "string?", "R9", "Default \"Alert\"."), field("cancel", "fun()?", "R9", "What Cancel does.") } },
    { name = "UIAlertView", kind = "object", rules = "R9", doc = "An alert or action sheet.",
      fields = { field("title", "string", "R9", "Its title."), field("visible", "boolean", "R9", "Whether it is on screen.") },
      methods = {
        fn("show", "R9", "Puts it on screen."),
        fn("dismiss", "R9", "Takes it off screen (does not call `cancel`)."),
      } },
    { name = "NSNotificationCenter", kind = "object", rules = "F3", doc = "The app's notification centre.",
      methods = {
        fn("addObserver", "F3, F6, R8", "Calls `fn(note)` for each notification `name`; returns a token.", { { "name", "NotificationName" }, { "fn", "fun(note: NSNotification)" } }, { { "token", "integer" } }),
        fn("removeObserver", "F3", "Stops an observer.", { { "token", "integer" } }),
      } },
    { name = "NSNotification", kind = "record", rules = "F3", doc = "A notification, as observers receive it.",
      fields = { field("name", "NotificationName", "F3", "Its name."),
                 field("object", "any", "F3, F5", "The value for orientation, locale, accessory and status-bar notifications.") } },
    { name = "UIResponder", kind = "protocol", rules = "E3, E5", doc = "Event handlers a view, view controller or the delegate may define (E3: the responder chain).",
      fields = {
        field("touchesBegan_withEvent", "fun(self: any, touches: UITouch[], event: UIEvent)?", "E2, E3", "A touch began on this responder."),
        field("touchesMoved_withEvent", "fun(self: any, touches: UITouch[], event: UIEvent)?", "E2", "A touch moved."),
        field("touchesEnded_withEvent", "fun(self: any, touches: UITouch[], event: UIEvent)?", "E2", "A touch ended."),
        field("motionEnded_withEvent", "fun(self: any, motion: string, event: UIEvent)?", "E5", "A shake (`motion` is \"shake\")."),
        field("remoteControlReceivedWithEvent", "fun(self: any, event: UIEvent)?", "E5", "A remote-control event (`event.subtype`: \"play\", \"pause\", ...)."),
      } },
    { name = "UITouch", kind = "record", rules = "E2", doc = "A touch, in window coordinates (320 x 480).",
      fields = { field("x", "number", "E2", "Horizontal position."), field("y", "number", "E2", "Vertical position."),
                 field("phase", "string", "E2", "\"began\", \"moved\" or \"ended\".") } },
    { name = "UIEvent", kind = "record", rules = "E5", doc = "An event.",
      fields = { field("type", "string", "E5", "\"touch\", \"motion\" or \"remoteControl\"."), field("subtype", "string?", "E5", "The motion or remote command.") } },
    { name = "UIAcceleration", kind = "record", rules = "E5", doc = "Accelerometer data, in g.",
      fields = { field("x", "number", "E5", "X axis."), field("y", "number", "E5", "Y axis."), field("z", "number", "E5", "Z axis.") } },
    { name = "Frame", kind = "record", rules = "E2", doc = "A rectangle in window coordinates; `{x, y, width, height}` also works.",
      fields = { field("x", "number", "E2", "Left."), field("y", "number", "E2", "Top."),
                 field("width", "number", "E2", "Width."), field("height", "number", "E2", "Height.") } },
    { name = "UIViewOptions", kind = "record", rules = "E2, B6", doc = "Options of `UIView.new` and `UIButton.new`.",
      fields = {
        field("name", "string", "E2", "Required: names the view in the trace."),
        field("frame", "Frame|number[]?", "E2", "Where it is."),
        field("hidden", "boolean?", "B6", "Hidden views are not in the snapshot."),
        field("sensitive", "boolean?", "B6, R10", "It shows private data: it must be hidden before the snapshot."),
        field("userInteractionEnabled", "boolean?", "E2", "Default true."),
        field("drawRect", "fun()?", "F4, E7", "Its `drawRect:`."),
        field("title", "string?", "E4", "A button's title."),
      } },
    { name = "UIView", kind = "object", parent = "UIResponder", open = true, rules = "E2, B6, R7, F4",
      doc = "A view. Add your own fields and handlers to it.",
      fields = {
        field("name", "string", "E2", "Its name."),
        field("hidden", "boolean", "B6, R10", "Hidden views are not in the snapshot.", true),
        field("frame", "Frame", "E2", "Where it is.", true),
        field("userInteractionEnabled", "boolean", "E2", "Whether it receives touches.", true),
        field("title", "string?", "E4", "A button's title, if it was given one."),
      },
      methods = {
        fn("addSubview", "E2", "Adds a view inside this one.", { { "child", "UIView" } }),
        fn("removeFromSuperview", "E2", "Takes it out of its superview."),
        fn("setNeedsDisplay", "R7, F4, E7", "Marks it for redrawing; in the background the requests are merged into one redraw on return."),
        fn("becomeFirstResponder", "E3", "Makes it the first responder for motion events.", nil, { { "ok", "boolean" } }),
        fn("addTarget", "E4", "On a tap, calls `target:action(button)` (nil target: up the responder chain).", { { "target", "table?" }, { "action", "string" } }),
      } },
    { name = "UIViewController", kind = "object", parent = "UIResponder", open = true, rules = "V1, V2",
      doc = "A view controller. Override `viewDidLoad`, `viewWillAppear`, ... and call the superclass's (V1).",
      fields = {
        field("name", "string", "V1", "Its name."),
        field("view", "UIView", "V1", "Its view, loaded on first use (`viewDidLoad` once)."),
      },
      methods = {
        fn("presentViewController", "V1", "Shows another controller over this one.", { { "other", "UIViewController" } }),
        fn("dismissViewController", "V1", "Takes away the controller this one presents."),
        fn("viewDidLoad", "V1", "Called once, when the view is loaded."),
        fn("viewWillAppear", "V1", "Called before the view becomes visible.", { { "animated", "boolean" } }),
        fn("viewDidAppear", "V1", "Called after the view became visible.", { { "animated", "boolean" } }),
        fn("viewWillDisappear", "V1", "Called before the view leaves the screen.", { { "animated", "boolean" } }),
        fn("viewDidDisappear", "V1", "Called after the view left the screen.", { { "animated", "boolean" } }),
      } },
    { name = "UIWindow", kind = "object", rules = "V2, E2", doc = "The key window.",
      fields = { field("rootViewController", "UIViewController?", "V2", "Setting it loads the controller's view.", true) },
      methods = {
        fn("makeKeyAndVisible", "V2", "Does nothing here (the window is always key)."),
        fn("addSubview", "E2", "Adds a view to the window.", { { "view", "UIView" } }),
      } },
    { name = "NSTimer", kind = "object", rules = "E6, I6", doc = "A scheduled timer.",
      fields = { field("valid", "boolean", "E6", "Whether it will still fire."), field("id", "integer", "E6", "Its id in the trace.") },
      methods = { fn("invalidate", "E6, I6", "Stops it.") } },
    { name = "UIAccelerometer", kind = "object", rules = "E5, I5", doc = "The accelerometer.",
      fields = { field("delegate", "UIAccelerometerDelegate?", "E5", "Receives `accelerometer_didAccelerate`.", true) } },
    { name = "UIAccelerometerDelegate", kind = "protocol", rules = "E5, I5", doc = "The accelerometer's delegate.",
      fields = { field("accelerometer_didAccelerate", "fun(self: any, accelerometer: UIAccelerometer, acceleration: UIAcceleration)", "E5, I5", "Accelerometer data, even while the app is inactive.") } },
  },

  aliases = {
    { name = "InterfaceOrientation", rules = "N", doc = "Interface (status bar) orientations: the device's landscapeLeft shows the interface in landscapeRight, as in UIKit.",
      type = "\"portrait\"|\"portraitUpsideDown\"|\"landscapeLeft\"|\"landscapeRight\"" },
    { name = "NotificationName", rules = "N", doc = "The notification names of SPEC N.",
      type = "\"UIApplicationDidFinishLaunchingNotification\"|\"UIApplicationDidBecomeActiveNotification\"|\"UIApplicationWillResignActiveNotification\"|\"UIApplicationDidEnterBackgroundNotification\"|\"UIApplicationWillEnterForegroundNotification\"|\"UIApplicationWillTerminateNotification\"|\"UIApplicationDidReceiveMemoryWarningNotification\"|\"UIApplicationWillChangeStatusBarFrameNotification\"|\"UIApplicationDidChangeStatusBarFrameNotification\"|\"UIApplicationWillChangeStatusBarOrientationNotification\"|\"UIApplicationDidChangeStatusBarOrientationNotification\"|\"UIApplicationSignificantTimeChangeNotification\"|\"UIDeviceOrientationDidChangeNotification\"|\"NSCurrentLocaleDidChangeNotification\"|\"NSUserDefaultsDidChangeNotification\"|\"UIApplicationProtectedDataWillBecomeUnavailable\"|\"UIApplicationProtectedDataDidBecomeAvailable\"|\"EAAccessoryDidConnectNotification\"|\"EAAccessoryDidDisconnectNotification\"" },
  },
}
