/// The scenario verbs, declared once (docs/scenario-api.md): the only place their names are
/// written. `all` is their order in `stdlib/api/scenario.lua`, the docs and `:help`; a test
/// checks that file, the docs, the bindings' registration table and the explorer against it.
extension ScenarioVerb {
    /// `scenario { … }`: what the scenario declares for `lifecycle test` (P). Its first
    /// statement, read before the verbs run; not a verb of the guards, so not in `all`.
    public static let declaration = ScenarioVerb("scenario", ["info"], rules: "P", .declaring,
        help: "declare the scenario, first: name, description, points, profiles, strict")

    // Launching and switching (L1-L5, B1, F1, F3, T2-T4).
    public static let launch = ScenarioVerb("launch", ["opts?"], rules: "L1, L2, L3, L4, L5, F1", .switching, explored: true,
        help: "tap the icon (opts: url, background, app)")
    public static let home = ScenarioVerb("home", [], rules: "B1, B3, B4, T1", .switching, explored: true, help: "press Home")
    public static let reopen = ScenarioVerb("reopen", ["app?"], rules: "F1, F3", .switching, explored: true,
        help: "tap the icon of an app in the background")
    public static let openURL = ScenarioVerb("open_url", ["url", "sourceApplication?", "app?"], rules: "L3, U1, U2", .switching,
        explored: true, help: "another app opens a URL")
    public static let install = ScenarioVerb("install", ["name", "path"], rules: "B1, M1", .switching,
        help: "install another app from a script")
    public static let userKill = ScenarioVerb("user_kill", ["app?"], rules: "T4, T2, T3", .switching, explored: true,
        help: "swipe the app away in the switcher")

    // The lock button and calls (I1, I4, I8).
    public static let lock = ScenarioVerb("lock", [], rules: "I4, B1, S2", .lockAndCalls, explored: true, help: "the Sleep/Wake button")
    public static let unlock = ScenarioVerb("unlock", [], rules: "I4, F1", .lockAndCalls, explored: true, help: "unlock: the app in front returns")
    public static let call = ScenarioVerb("call", [], rules: "I1, S2", .lockAndCalls, explored: true, help: "an incoming call")
    public static let answer = ScenarioVerb("answer", [], rules: "I1, B1", .lockAndCalls, explored: true, help: "answer the call")
    public static let decline = ScenarioVerb("decline", [], rules: "I1", .lockAndCalls, explored: true, help: "decline the call")
    public static let endCall = ScenarioVerb("end_call", [], rules: "I1, I8, F1", .lockAndCalls, explored: true, help: "hang up an answered call")

    // Time, memory and system changes (S3, B5, M1-M3, F3, F5, F6, R8, B3, I4).
    public static let advance = ScenarioVerb("advance", ["seconds"], rules: "S3, B1, B5", .system, explored: true,
        help: "let simulated seconds pass")
    public static let memoryWarning = ScenarioVerb("memory_warning", [], rules: "M2", .system, explored: true, help: "a memory warning")
    public static let lowMemory = ScenarioVerb("low_memory", ["megabytes?"], rules: "M1, M2, M3, T3", .system, explored: true,
        help: "memory pressure kills apps")
    public static let significantTimeChange = ScenarioVerb("significant_time_change", [], rules: "F3", .system,
        help: "midnight, a new time zone or daylight saving")
    public static let connectAccessory = ScenarioVerb("connect_accessory", ["name?"], rules: "R8, F3", .system, help: "plug an accessory in")
    public static let disconnectAccessory = ScenarioVerb("disconnect_accessory", [], rules: "R8, F3", .system, help: "unplug it")
    public static let changeSettings = ScenarioVerb("change_settings", ["values"], rules: "F6, F3", .system,
        help: "the user changes the app's settings ({key = value})")
    public static let setMultitasking = ScenarioVerb("set_multitasking", ["on"], rules: "B3, T1", .system,
        help: "a device without multitasking (ios3, ios4)")
    public static let setPasscode = ScenarioVerb("set_passcode", ["on"], rules: "I4", .system, help: "whether locking protects data")
    public static let rotate = ScenarioVerb("rotate", ["orientation"], rules: "F3", .system, explored: true, help: "the device turns")
    public static let changeLocale = ScenarioVerb("change_locale", ["id"], rules: "F3, F5", .system, help: "the user changes the locale")

    // Touches, other events and interruptions (E1-E5, I1-I3, I5).
    public static let tap = ScenarioVerb("tap", ["x", "y"], rules: "E1, E2, E3, E4", .events, help: "a touch on the 320 x 480 screen")
    public static let touchDown = ScenarioVerb("touch_down", ["x", "y"], rules: "E1, E2", .events, help: "a touch begins")
    public static let touchMove = ScenarioVerb("touch_move", ["x", "y"], rules: "E1, E2", .events, help: "the touch moves")
    public static let touchUp = ScenarioVerb("touch_up", ["x", "y"], rules: "E1, E2", .events, help: "the touch ends")
    public static let shake = ScenarioVerb("shake", [], rules: "E5", .events, help: "a motion event")
    public static let remote = ScenarioVerb("remote", ["command"], since: .ios4, rules: "E5", .events,
        help: "a remote-control event (\"play\")")
    public static let accelerate = ScenarioVerb("accelerate", ["x", "y", "z"], rules: "E5, I5", .events, help: "accelerometer data, in g")
    public static let banner = ScenarioVerb("banner", ["text?"], rules: "I2, I1", .events, help: "a banner notification")
    public static let notificationCenter = ScenarioVerb("notification_center", [], since: .ios6, rules: "I3, P", .events,
        explored: true, help: "pull down the notification centre")
    public static let dismiss = ScenarioVerb("dismiss", [], rules: "I1, I3", .events, explored: true,
        help: "the alert or the notification centre goes away")

    // Woken in the background (W1-W3).
    public static let backgroundFetch = ScenarioVerb("background_fetch", ["app?"], since: .ios7, rules: "W1, W3, P", .wake,
        explored: true, help: "the system performs a background fetch now")
    public static let push = ScenarioVerb("push", ["payload", "app?"], since: .ios7, rules: "W2, W3, P", .wake, explored: true,
        help: "a remote notification ({ aps = { ... } })")

    // Scenes (C2-C4).
    public static let openWindow = ScenarioVerb("open_window", ["name?", "app?"], since: .ios13, device: .ipad, rules: "C3, P", .scenes,
        explored: true, help: "the user opens a new window")
    public static let frontWindow = ScenarioVerb("front_window", ["name", "app?"], since: .ios13, rules: "C3, C4, P", .scenes,
        explored: true, help: "bring a window to the front")
    public static let sideBySide = ScenarioVerb("side_by_side", ["first", "second", "app?"], since: .ios13, device: .ipad, rules: "C3, P", .scenes,
        help: "Split View: two windows in front")
    public static let closeWindow = ScenarioVerb("close_window", ["name", "app?"], since: .ios13, rules: "C3, P", .scenes,
        explored: true, help: "swipe a window away in the switcher")
    public static let disconnectScene = ScenarioVerb("disconnect_scene", ["name", "app?"], since: .ios13, rules: "C4, P", .scenes,
        explored: true, help: "the system disconnects a scene in the background")
    public static let sceneState = ScenarioVerb("scene_state", ["name", "app?"], since: .ios13, rules: "C2, P", .scenes,
        help: "a window's scene state, or nil")
    public static let expectSceneState = ScenarioVerb("expect_scene_state", ["name", "state", "app?"], since: .ios13,
        rules: "C2, P", .scenes, help: "expect a window's scene state")

    // BGTaskScheduler (C6).
    public static let runBGTask = ScenarioVerb("run_bg_task", ["identifier", "app?"], since: .ios13, rules: "C6, L2, P", .bgTasks,
        explored: true, help: "the system runs a submitted task now")
    public static let setCharging = ScenarioVerb("set_charging", ["on"], since: .ios13, rules: "C6, P", .bgTasks, explored: true,
        help: "the device on its charger (processing tasks need it)")

    // Looking and checking (S1, B7, R4, F6).
    public static let state = ScenarioVerb("state", ["app?"], rules: "S1", .checks, help: "the app's state name")
    public static let expectState = ScenarioVerb("expect_state", ["name", "app?"], rules: "S1", .checks, help: "expect the app's state")
    public static let expect = ScenarioVerb("expect", ["condition", "message?"], rules: "S1", .checks, help: "expect a condition to hold")
    public static let expectSaved = ScenarioVerb("expect_saved", ["path", "text?"], rules: "B7, R4", .checks,
        help: "expect a file in the app's container")
    public static let expectDefault = ScenarioVerb("expect_default", ["key", "value?"], rules: "B7, R4, F6", .checks,
        help: "expect a user default saved on disk")
    public static let readFile = ScenarioVerb("read_file", ["path"], rules: "B7, R4", .checks, help: "a file of the container, or nil")
    public static let readDefault = ScenarioVerb("read_default", ["key"], rules: "B7, R4, F6", .checks, help: "a saved default, or nil")
    public static let now = ScenarioVerb("now", [], rules: "S3", .checks, help: "the simulated time in seconds")
    public static let profile = ScenarioVerb("profile", [], rules: "B3, B5", .checks, help: "the OS profile's name")
}
