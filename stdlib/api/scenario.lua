-- The API catalog, part 3 of 3: the verbs of a scenario script, declared in Swift by
-- ScenarioVerb (Sources/LifecycleCore/Verbs/ScenarioVerb+Catalog.swift): a test checks that these
-- globals, in this order, are its verbs, with its parameters and rules. The schema is in
-- stdlib/api/sandbox.lua.
local function verb(name, rules, doc, params, returns)
  return { name = name, kind = "function", rules = rules, doc = doc, params = params, returns = returns }
end
local APP = { "app?", "string", "an app installed with `install` (default: the scenario's own app)" }

return {
  globals = {
    -- What the scenario declares about itself, for `lifecycle test`
    verb("scenario", "P", "Declares the scenario, as its first statement: a name and a description for reports, the points it is worth, the profiles it runs on (once each), whether it is strict (a violation, or a kill that is the app's doing, fails it), the device it is written for (an iPad for several windows), and the rules it teaches. `lifecycle test` reads it without playing the scenario; `lifecycle run` checks it and, without `--profile`, plays on one of `profiles` (the default when it is one, else the first); a `--profile` not among them is warned about.",
      { { "info", "ScenarioInfo" } }),
    -- Launching and switching
    verb("launch", "L1, L2, L3, L4, L5, F1", "Taps the icon: a not-running app launches into the foreground (L1); `{url = U, sourceApplication = S}` launches it to open a URL (L3); `{background = true}` launches it into the background (L2). An app in the background comes back as with `reopen()`.",
      { { "opts?", "LaunchRequest" } }),
    verb("home", "B1, B3, B4, T1", "The Home button: the app in front resigns active and enters the background (B1), or is terminated on ios3 or with `UIApplicationExitOnSuspend` (T1)."),
    verb("reopen", "F1, F3", "Taps the icon of a background or suspended app: `applicationWillEnterForeground:`, then active (F1); a suspended app first receives its queued notifications (F3).",
      { APP }),
    verb("open_url", "L3, U1, U2", "Another app opens `url`: launches a not-running app to open it (L3), brings a background app to the foreground first (U1), or delivers it directly (U2).",
      { { "url", "string" }, { "sourceApplication?", "string" }, APP }),
    verb("install", "B1, M1", "Installs another app from the script at `path` (relative to the scenario's folder) under `name`; trace lines then carry an `app` key.",
      { { "name", "string" }, { "path", "string" } }),
    verb("user_kill", "T4, T2, T3", "The user swipes the app away in the switcher: a running app gets `applicationWillTerminate:` (T2), a suspended one is killed without notice (T3).",
      { APP }),
    -- The lock button and calls
    verb("lock", "I4, B1, S2", "The Sleep/Wake button: the app in front resigns active and (multitasking) enters the background; protected data becomes unavailable (I4)."),
    verb("unlock", "I4, F1", "Unlocks: the app that was in front returns."),
    verb("call", "I1, S2", "An incoming call alert: an active app resigns active and waits in `inactive` (S2)."),
    verb("answer", "I1, B1", "Answers the ringing call: the Phone app takes the foreground, the app enters the background (B1)."),
    verb("decline", "I1", "Declines the ringing call: the app becomes active again."),
    verb("end_call", "I1, I8, F1", "Hangs up an answered call: the app that was in front comes back; the status bar shrinks (I8)."),
    -- Time, memory and system changes
    verb("advance", "S3, B1, B5", "Lets `seconds` of simulated time pass: suspensions (S3), dispatched blocks, timers, the end of the background allowance (B5).",
      { { "seconds", "number", ">= 0" } }),
    verb("memory_warning", "M2", "A memory warning: `applicationDidReceiveMemoryWarning:` for an app that runs code."),
    verb("low_memory", "M1, M2, M3, T3", "Memory pressure: every app that runs code is warned (M2), then suspended apps are purged, largest first, and background apps terminated (M1, M3).",
      { { "megabytes?", "number", "stop once this much memory is freed" } }),
    verb("significant_time_change", "F3", "Midnight, a new time zone or daylight saving: `UIApplicationSignificantTimeChangeNotification` (queued while suspended)."),
    verb("connect_accessory", "R8, F3", "Plugs an accessory in: `EAAccessoryDidConnectNotification`.", { { "name?", "string", "default \"accessory\"" } }),
    verb("disconnect_accessory", "R8, F3", "Unplugs it: open sessions end; `EAAccessoryDidDisconnectNotification`."),
    verb("change_settings", "F6, F3", "The user changes the app's settings: saved at once, then `NSUserDefaultsDidChangeNotification` (queued while suspended).",
      { { "values", "table<string, string|number|boolean>" } }),
    verb("set_multitasking", "B3, T1", "Whether the device can multitask (true by default). `set_multitasking(false)` before any launch simulates an iPhone 3G or second iPod touch: Home terminates apps (T1). Only on ios3 and ios4: those devices stopped at iOS 4.2.1, before the features of ios6.", { { "on", "boolean" } }),
    verb("set_passcode", "I4", "Whether the device has a passcode (on by default), so that locking protects data.", { { "on", "boolean" } }),
    verb("rotate", "F3", "The device turns: `UIDeviceOrientationDidChangeNotification`, queued and coalesced while suspended.", { { "orientation", "Orientation" } }),
    verb("change_locale", "F3, F5", "The user changes the locale: `NSCurrentLocaleDidChangeNotification`, queued and coalesced while suspended.", { { "id", "string", "such as \"fr_FR\"" } }),
    -- Touches, other events and interruptions
    verb("tap", "E1, E2, E3, E4", "A touch that begins and ends at a point of the 320 x 480 screen, hit-tested to the deepest visible, interactive view.", { { "x", "number" }, { "y", "number" } }),
    verb("touch_down", "E1, E2", "A touch begins.", { { "x", "number" }, { "y", "number" } }),
    verb("touch_move", "E1, E2", "The touch moves (to the view it began on).", { { "x", "number" }, { "y", "number" } }),
    verb("touch_up", "E1, E2", "The touch ends.", { { "x", "number" }, { "y", "number" } }),
    verb("shake", "E5", "A motion event, from the first responder up the chain."),
    verb("remote", "E5", "A remote-control event for the active app, or one playing audio in the background.", { { "command", "string", "\"play\", \"pause\", \"togglePlayPause\", \"nextTrack\", ..." } }),
    verb("accelerate", "E5, I5", "Accelerometer data, straight to the accelerometer's delegate, even while inactive.", { { "x", "number" }, { "y", "number" }, { "z", "number" } }),
    verb("banner", "I2, I1", "A banner notification: nothing changes (iOS 5 and later); on ios3 and ios4 it is an alert until `dismiss()`.", { { "text?", "string" } }),
    verb("notification_center", "I3, P", "The user pulls down the notification centre: the app resigns active until `dismiss()`. From iOS 5 (ios6 and later); refused on ios3 and ios4."),
    verb("dismiss", "I1, I3", "The alert or the notification centre goes away: the app is active again."),
    -- Woken in the background (ios7 and later; refused before)
    verb("background_fetch", "W1, W3, P", "The system performs a background fetch now (as Xcode's Simulate Background Fetch, but honouring the app's minimum interval): an app with the `fetch` mode and a minimum interval is woken or launched into the background for `application:performFetchWithCompletionHandler:` (W1); not one the user killed (W3).",
      { APP }),
    verb("push", "W2, W3, P", "A remote notification: delivered at once in the foreground; a silent one (`aps.content-available` = 1) wakes or launches an app with the `remote-notification` mode into the background (W2); not one the user killed (W3). At most 4 KB of JSON.",
      { { "payload", "table<string, any>", "in APNs form: `{ aps = { [\"content-available\"] = 1 }, article = 42 }`" }, APP }),
    -- Scenes (ios13 and later, an app with info.UIApplicationSceneManifest; refused before)
    verb("open_window", "C3, P", "The user opens a new window of the app: a new session connects and comes to the front, full screen (the window in front goes to the background). Named `main` for the first, then `window2`, ... unless named. Refused without `UIApplicationSupportsMultipleScenes` once a window exists, and on an iPhone (an iPad's: `--device ipad`).",
      { { "name?", "string" }, APP }),
    verb("front_window", "C3, C4, P", "Brings a window to the front: from the background, or reconnected (`scene:willConnectToSession:options:` with its `stateRestorationActivity`) if the system disconnected it.",
      { { "name", "string" }, APP }),
    verb("side_by_side", "C3, P", "Split View: two windows in the foreground, both active (an iPad's: `--device ipad`).", { { "first", "string" }, { "second", "string" }, APP }),
    verb("close_window", "C3, P", "The user swipes a window away in the switcher: `sceneDidDisconnect:`, then `application:didDiscardSceneSessions:` (after the next launch when the app is not running).",
      { { "name", "string" }, APP }),
    verb("disconnect_scene", "C4, P", "The system disconnects a scene in the background to reclaim memory (as `low_memory()` does first): `sceneDidDisconnect:`; the session stays.",
      { { "name", "string" }, APP }),
    verb("scene_state", "C2, P", "A window's scene state, or nil when the app has no such window.", { { "name", "string" }, APP }, { { "state", "SceneStateName?" } }),
    verb("expect_scene_state", "C2, P", "Records an expectation: ok if the window's scene is in `state`.", { { "name", "string" }, { "state", "SceneStateName" }, APP }),
    -- BGTaskScheduler (ios13 and later; refused before)
    verb("run_bg_task", "C6, L2, P", "The system runs the submitted BGTaskScheduler task `identifier` now, once, as the system would (unlike the debugger's `_simulateLaunchForTaskWithIdentifier:`, it keeps the request's conditions): the app is launched into the background (L2) or woken, and its launch handler is called with the task. Never before the request's `earliestBeginDate`; a processing task only while the device is charging (`set_charging(true)`) and idle (locked, `lock()`); not for an app the user killed.",
      { { "identifier", "string" }, APP }),
    verb("set_charging", "C6, P", "Whether the device is on its charger (off by default): BGProcessingTasks run only while charging and idle.", { { "on", "boolean" } }),
    -- Looking and checking
    verb("state", "S1", "The app's state name.", { APP }, { { "state", "AppStateName" } }),
    verb("expect_state", "S1", "Records an expectation: ok if the app is in state `name`; a failed one makes the run exit 1.", { { "name", "AppStateName" }, APP }),
    verb("expect", "S1", "Records an expectation: ok if `condition` is true in Lua's sense.", { { "condition", "any" }, { "message?", "string", "default \"expectation\"" } }),
    verb("expect_saved", "B7, R4", "Records an expectation: the app's container holds `path` (with exactly `text`, if given).", { { "path", "string" }, { "text?", "string" } }),
    verb("expect_default", "B7, R4, F6", "Records an expectation: the user default `key` is saved on disk (with `value`, if given).", { { "key", "string" }, { "value?", "string|number|boolean" } }),
    verb("read_file", "B7, R4", "The text of a file in the app's container, or nil.", { { "path", "string" } }, { { "text", "string?" } }),
    verb("read_default", "B7, R4, F6", "A saved default, or nil.", { { "key", "string" } }, { { "value", "string|number|boolean|nil" } }),
    verb("now", "S3", "The simulated time in seconds since the scenario began.", nil, { { "seconds", "number" } }),
    verb("profile", "B3, B5", "The OS profile's name (rule P): it decides multitasking (B3) and the background allowance (B5).", nil, { { "name", "\"ios3\"|\"ios4\"|\"ios6\"|\"ios7\"|\"ios13\"|\"ios26\"|\"ios27\"" } }),
  },

  classes = {
    { name = "ScenarioInfo", kind = "record", rules = "P", doc = "What `scenario { … }` declares (docs/testing.md).",
      fields = {
        { name = "name", type = "string?", rules = "P", doc = "Shown in reports (default: the file's name without .scenario.lua)." },
        { name = "description", type = "string?", rules = "P", doc = "What the scenario checks, for the teacher's reports." },
        { name = "points", type = "number?", rules = "P", doc = "What passing is worth (default 1; 0 to 1000000); shared equally by its profiles." },
        { name = "profiles", type = "string[]?", rules = "P", doc = "The profiles it runs on, once each, such as `{ \"ios7\", \"ios13\" }` (default: the command's --profile). `lifecycle run` without --profile plays on the default when it is one of them, else on the first." },
        { name = "strict", type = "boolean?", rules = "P", doc = "A violation or a kill of the app that is its own doing fails it, as `--strict` does: not `user_kill()`, nor `low_memory()` purging the app or terminating it in the background (M1, M3)." },
        { name = "device", type = "string?", rules = "C3", doc = "The device it is written for, `\"iphone\"` or `\"ipad\"` (default: the command's --device, an iPhone); several windows and Split View need `\"ipad\"`." },
        { name = "rules", type = "string[]?", rules = "P", doc = "The rule ids it teaches, such as `{ \"B7\", \"L3\" }`: each a rule of `lifecycle explain`, once, at most 16." },
      } },
    { name = "LaunchRequest", kind = "record", rules = "L2, L3", doc = "Options of `launch`.",
      fields = {
        { name = "url", type = "string?", rules = "L3", doc = "Launch to open this URL." },
        { name = "sourceApplication", type = "string?", rules = "L3", doc = "The opener's bundle id." },
        { name = "background", type = "boolean?", rules = "L2", doc = "Launch into the background." },
        { name = "app", type = "string?", rules = "B1", doc = "An app installed with `install`." },
      } },
  },

  aliases = {
    { name = "SceneStateName", rules = "C2", doc = "The four scene states.",
      type = "\"unattached\"|\"foregroundInactive\"|\"foregroundActive\"|\"background\"" },
    { name = "AppStateName", rules = "S1", doc = "The five states.",
      type = "\"notRunning\"|\"inactive\"|\"active\"|\"background\"|\"suspended\"" },
    { name = "Orientation", rules = "F3", doc = "Device orientations.",
      type = "\"portrait\"|\"portraitUpsideDown\"|\"landscapeLeft\"|\"landscapeRight\"|\"faceUp\"|\"faceDown\"" },
  },
}
