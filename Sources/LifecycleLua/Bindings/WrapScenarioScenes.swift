import LuaBridge
import LifecycleCore

/// The scenario verbs of C2–C4 (ios13: earlier profiles refuse them, naming it, P):
/// `open_window`, `front_window`, `side_by_side`, `close_window`, `disconnect_scene`,
/// `scene_state`, `expect_scene_state`. A window is named by a string; the app, last, as in
/// the other verbs.
enum WrapScenarioScenes {
    static func openWindow(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch names(stack, .openWindow, required: 0, device: scenario.device, optionalFirst: true) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let (name, app)): scenario.device.openWindow(name.first ?? nil, app: app)
        }
        return .values(0)
    }

    static func frontWindow(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch names(stack, .frontWindow, required: 1, device: scenario.device) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let (name, app)): scenario.device.frontWindow(name[0]!, app: app)
        }
        return .values(0)
    }

    static func sideBySide(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch names(stack, .sideBySide, required: 2, device: scenario.device) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let (name, app)): scenario.device.sideBySide(name[0]!, name[1]!, app: app)
        }
        return .values(0)
    }

    static func closeWindow(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch names(stack, .closeWindow, required: 1, device: scenario.device) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let (name, app)): scenario.device.closeWindow(name[0]!, app: app)
        }
        return .values(0)
    }

    static func disconnectScene(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch names(stack, .disconnectScene, required: 1, device: scenario.device) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let (name, app)): scenario.device.disconnectScene(name[0]!, app: app)
        }
        return .values(0)
    }

    static func sceneState(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        switch names(stack, .sceneState, required: 1, device: scenario.device) {
        case .failure(let refusal): return .error(refusal.message)
        case .success(let (name, app)):
            if let state = scenario.device.sceneState(name[0]!, app: app) { stack.push(state) } else { stack.pushNil() }
        }
        return .values(1)
    }

    static func expectSceneState(_ scenario: LuaScenario, _ stack: LuaStack) -> LuaReturn {
        guard let scene = windowName(stack, 1) else {
            return .error("expect_scene_state: expects a window name of 1 to \(maxWindowNameBytes) bytes, got \(WrapApplication.describe(stack, 1))")
        }
        let names = SceneState.allCases.map(\.rawValue).joined(separator: ", ")
        if stack.isNoneOrNil(2) {
            return .error("expect_scene_state: expects the state the window should be in as argument 2, one of \(names) (C2)")
        }
        guard let given = stack.string(at: 2), let state = SceneState(rawValue: given) else {
            return .error("expect_scene_state: unknown scene state \(WrapApplication.describe(stack, 2)); scene states are \(names) (C2)")
        }
        let app = stack.string(at: 3)
        if let error = WrapScenario.unknownApp(app, scenario.device) { return .error("expect_scene_state: " + error) }
        scenario.device.expectSceneState(scene, state, app: app)
        return .values(0)
    }

    struct Refusal: Error { let message: String }

    /// A window name is 1 to this many bytes: longer ones are refused, not cut (two names cut to
    /// the same prefix would name one window).
    static let maxWindowNameBytes = 200

    /// The window name at `index`, or nil when it is not a string of 1 to `maxWindowNameBytes`.
    private static func windowName(_ stack: LuaStack, _ index: Int32) -> String? {
        WrapStrings.whole(stack, index, limit: maxWindowNameBytes)
    }

    /// The window names (`required` of them, or one optional one) and the app name after them.
    private static func names(_ stack: LuaStack, _ verb: ScenarioVerb, required: Int, device: Device,
                              optionalFirst: Bool = false) -> Result<([String?], String?), Refusal> {
        var result: [String?] = []
        let count = optionalFirst ? 1 : required
        for index in 0..<count {
            let position = Int32(index + 1)
            if optionalFirst, stack.isNoneOrNil(position) { result.append(nil); continue }
            guard let name = windowName(stack, position) else {
                return .failure(Refusal(message: "\(verb): expects \(optionalFirst ? "a window name or nothing" : "a window name") (1 to \(maxWindowNameBytes) bytes) as argument \(position), got \(WrapApplication.describe(stack, position))"))
            }
            result.append(name)
        }
        let appIndex = Int32(count + 1)
        let app = stack.string(at: appIndex)
        if !stack.isNoneOrNil(appIndex), app == nil {
            return .failure(Refusal(message: "\(verb): expects an app name or nothing after the window, got \(WrapApplication.describe(stack, appIndex))"))
        }
        if let error = WrapScenario.unknownApp(app, device) { return .failure(Refusal(message: "\(verb): " + error)) }
        return .success((result, app))
    }
}
