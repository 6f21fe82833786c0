/// The names of the tables that cross between the host and its preludes, as Swift spells them:
/// each enum mirrors one table of `stdlib/host/calls.lua` (the host-call catalog), and Swift
/// reads or writes those tables only through `NamedFields`, keyed by these cases. A case the
/// catalog does not declare (Swift reading a field no prelude writes) fails
/// HostCallCatalogTests, as does a prelude passing a field the catalog does not name.
protocol HostFields: RawRepresentable<String>, CaseIterable, Sendable {
    /// Where the catalog declares the table: `frameworks.host.view_add` (a call's fields),
    /// `frameworks.entries.deliver` (an entry's fields), `app.entries.inspect.result` (what an
    /// entry returns), `app.returns` (what a prelude returns).
    static var place: String { get }
}

/// Every enum of this file, for the catalog test (which also counts the conformances here).
let allHostFields: [any HostFields.Type] = [
    ViewAddFields.self, ViewFrameFields.self, TargetFields.self, FileWriteFields.self, CacheSetFields.self,
    TimerFields.self, DispatchFields.self, DeliverFields.self, InspectResult.self,
    AppPreludeResult.self, FrameworksPreludeResult.self, ReplPreludeResult.self,
    CompleteWakeFields.self, BGSubmitFields.self, BGTaskEntryFields.self,
    CoderEncodeFields.self, RestoreFields.self, SceneCallFields.self, SceneConfigurationFields.self,
]

/// `host.view_add{…}`: a new view or control (E2, B6, F4).
enum ViewAddFields: String, HostFields {
    static let place = "frameworks.host.view_add"
    case name, x, y, width, height, hidden, sensitive, interactive, control, draw
}

/// `host.view_set_frame{…}`: `view.frame = {…}` (E2).
enum ViewFrameFields: String, HostFields {
    static let place = "frameworks.host.view_set_frame"
    case id, x, y, width, height
}

/// `host.control_add_target{…}`: `button:addTarget(target, action)` (E4).
enum TargetFields: String, HostFields {
    static let place = "frameworks.host.control_add_target"
    case control, target, action
}

/// `host.file_write{…}`: `FileManager.write`, `handle:write` (B7, R4, I4).
enum FileWriteFields: String, HostFields {
    static let place = "frameworks.host.file_write"
    case path, text, protection
}

/// `host.cache_set{…}`: `cache:setObject(key, megabytes)` (B8, M1).
enum CacheSetFields: String, HostFields {
    static let place = "frameworks.host.cache_set"
    case cache, key, megabytes
}

/// `host.timer_schedule{…}`: `NSTimer.scheduledTimer` (E6).
enum TimerFields: String, HostFields {
    static let place = "frameworks.host.timer_schedule"
    case seconds, repeats, fn
}

/// `host.dispatch{…}`: `DispatchQueue.main:async`, `asyncAfter`, `global():async` (E1).
enum DispatchFields: String, HostFields {
    static let place = "app.host.dispatch"
    case queue, seconds, fn
}

/// `deliver{…}`, which the host calls for an event or a message (E3, E4, E5).
enum DeliverFields: String, HostFields {
    static let place = "frameworks.entries.deliver"
    case method, chain, delegate, application, kind, x, y, z, phase, subtype, sender
}

/// What `inspect(delegate, hook_names)` returns: one reading of the delegate (L1, B2, B3, T1).
enum InspectResult: String, HostFields {
    static let place = "app.entries.inspect.result"
    case hooks, keys, exitOnSuspend = "exit_on_suspend", notFunctions = "not_functions", modes, orientations
    case infoKeys = "info_keys", problems, dotted, bgIdentifiers = "bg_identifiers"
    case sceneManifest = "scene_manifest", sceneMultiple = "scene_multiple", sceneNames = "scene_names", sceneClasses = "scene_classes"
    case sceneRoles = "scene_roles"
}

/// What `stdlib/host/app.lua` returns.
enum AppPreludeResult: String, HostFields {
    static let place = "app.returns"
    case application, inspect, completionHandler = "completion_handler", sceneCall = "scene_call"
}

/// `scene_call{…}`, which the host calls to run a scene method with the scene's objects (C1–C4).
enum SceneCallFields: String, HostFields {
    static let place = "app.entries.scene_call"
    case kind, id, hook, delegate, `class`, name, persistentIdentifier = "persistent_identifier", configuration
    case delegateClass = "delegate_class", urls, discarded
}

/// `host.scene_configuration{…}`: what `application:configurationForConnectingSceneSession:options:` returned (C1).
enum SceneConfigurationFields: String, HostFields {
    static let place = "app.host.scene_configuration"
    case id, name, delegateClass = "delegate_class"
}

/// What `stdlib/host/frameworks.lua` returns.
enum FrameworksPreludeResult: String, HostFields {
    static let place = "frameworks.returns"
    case deliver, appear, restore, bgTask = "bg_task"
}

/// `host.coder_encode{…}`: `coder:encodeObject_forKey(value, key)` and the typed encoders (W4).
enum CoderEncodeFields: String, HostFields {
    static let place = "frameworks.host.coder_encode"
    case coder, key, value, kind
}

/// `restore{…}`, which the host calls to run a state restoration method with a coder (W4).
enum RestoreFields: String, HostFields {
    static let place = "frameworks.entries.restore"
    case coder, controller, method, hook, delegate, application
}

/// What `stdlib/host/repl.lua` returns.
enum ReplPreludeResult: String, HostFields {
    static let place = "repl.returns"
    case showResults = "show_results", complete
}

/// `host.complete_wake{…}`: a wake's completion handler was called (W1, W2).
enum CompleteWakeFields: String, HostFields {
    static let place = "app.host.complete_wake"
    case id, handler, result
}

/// The ids the responder chain gives the objects that are not views (E3): `host.responder` in
/// `stdlib/host/frameworks/ui.lua`, declared as `constants.responder` in the catalog.
enum ResponderID: Int, CaseIterable, Sendable {
    case window = -1, application = -2, delegate = -3

    /// The constant's name in Lua (`host.responder.window`).
    var name: String { String(describing: self) }
}

/// `host.bg_submit{…}`: `BGTaskScheduler.sharedScheduler:submitTaskRequest_error(request)` (C6).
enum BGSubmitFields: String, HostFields {
    static let place = "frameworks.host.bg_submit"
    case identifier, kind, earliest, power, network
}

/// `bg_task{…}`: the frameworks prelude makes the task a launch handler receives (C6).
enum BGTaskEntryFields: String, HostFields {
    static let place = "frameworks.entries.bg_task"
    case id, identifier, kind
}
