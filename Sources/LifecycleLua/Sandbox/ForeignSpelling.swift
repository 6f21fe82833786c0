/// How Objective-C and Swift spell what a Lua script of lifecycle spells otherwise, declared once
/// (docs/app-api.md, "Undefined globals"). A learner who writes `UIApplicationStateBackground`,
/// `UIBackgroundTaskIdentifier.invalid` or `YES` reads an undefined global, which is nil; the
/// warning names the Lua spelling. The enumerations are not listed value by value: each names
/// the catalog's string type it spells (a field's type or an alias), so a value the catalog gains
/// is covered the day it lands, and ForeignSpellingTests checks that every source exists.
struct ForeignSpelling: Sendable, Equatable {
    /// An enumeration whose Lua values are the strings of a catalog type: Objective-C writes
    /// `prefix` + the value capitalised (`UIApplicationStateBackground`), Swift `swift.value`.
    struct Enumeration: Sendable, Equatable {
        let part: APICatalog.Part
        /// `Class.field` (`UIApplication.applicationState`) or an alias's name (`AppStateName`).
        let source: String
        let objc: String
        let swift: String
        /// How a script compares with it, `%@` standing for a value (`application.applicationState == %@`).
        let usage: String
        let rules: String
    }

    /// A name of its own, and what it is in Lua (the warning's words after the colon). Orientation
    /// constants (`UIInterfaceOrientationPortrait`) are not listed: Info.plist spells them so,
    /// as strings, while a delegate method's argument is `"portrait"`.
    struct Single: Sendable, Equatable {
        let name: String
        let lua: String
        let part: APICatalog.Part?
    }

    static let enumerations: [Enumeration] = [
        Enumeration(part: .app, source: "UIApplication.applicationState", objc: "UIApplicationState", swift: "UIApplication.State",
                    usage: "application.applicationState == %@", rules: "S4"),
        Enumeration(part: .app, source: "UIScene.activationState", objc: "UISceneActivationState", swift: "UIScene.ActivationState",
                    usage: "scene.activationState == %@", rules: "C2"),
        Enumeration(part: .app, source: "BackgroundFetchResult", objc: "UIBackgroundFetchResult", swift: "UIBackgroundFetchResult",
                    usage: "completionHandler(%@)", rules: "W1, W2"),
        Enumeration(part: .app, source: "NotificationName", objc: "", swift: "",
                    usage: "NSNotificationCenter.defaultCenter():addObserver(%@, fn)", rules: "N, F3"),
        Enumeration(part: .scenario, source: "AppStateName", objc: "UIApplicationState", swift: "UIApplication.State",
                    usage: "expect_state(%@)", rules: "S1"),
        Enumeration(part: .scenario, source: "SceneStateName", objc: "UISceneActivationState", swift: "UIScene.ActivationState",
                    usage: "expect_scene_state(name, %@)", rules: "C2"),
        Enumeration(part: .scenario, source: "Orientation", objc: "UIDeviceOrientation", swift: "UIDeviceOrientation",
                    usage: "rotate(%@)", rules: "F3"),
    ]

    static let singles: [Single] = [
        Single(name: "YES", lua: "YES is Objective-C's: in Lua, true", part: nil),
        Single(name: "NO", lua: "NO is Objective-C's: in Lua, false", part: nil),
        Single(name: "NULL", lua: "NULL is C's: in Lua, nil", part: nil),
        Single(name: "null", lua: "null is not Lua's: in Lua, nil", part: nil),
        Single(name: "NSNull", lua: "NSNull is Objective-C's: in Lua, nil", part: nil),
        Single(name: "NSLog", lua: "NSLog is Objective-C's: in Lua, print(…)", part: nil),
        Single(name: "self", lua: "self exists only inside a method defined with ':' (function AppDelegate:applicationDidBecomeActive(application) … end), where it is the delegate table", part: nil),
        Single(name: "application", lua: "application is the first argument of a delegate method, under the name its function gives it (function AppDelegate:applicationDidBecomeActive(application)); anywhere else, UIApplication.sharedApplication()", part: .app),
        Single(name: "application", lua: "the application belongs to app scripts: a scenario reads the app with state() and expect (docs/scenario-api.md)", part: .scenario),
        Single(name: "UIBackgroundTaskIdentifier", lua: "UIBackgroundTaskIdentifier is a type of Objective-C and Swift: in Lua a task id is a number, and UIBackgroundTaskInvalid the one constant (B5)", part: .app),
    ]

    /// Swift names of a field of a table the script can reach, as `attempt to index a nil value
    /// (field 'shared')` reports them: what they are in Lua.
    static let fields: [String: String] = [
        "shared": "UIApplication.shared is Swift: in Lua, UIApplication.sharedApplication(), or the application argument of a delegate method",
        "State": "UIApplication.State is Swift: in Lua the states are the strings \"active\", \"inactive\" and \"background\" (application.applicationState == \"background\", S4)",
        "ActivationState": "UIScene.ActivationState is Swift: in Lua the scene states are strings (scene.activationState == \"foregroundActive\", C2)",
    ]
}
