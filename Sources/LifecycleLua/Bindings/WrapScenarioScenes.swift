import LuaBridge
import LifecycleCore

/// The scenario verbs of C2–C4 (ios13; `Device.verbsSince` refuses them before, naming it):
/// `open_window`, `front_window`, `side_by_side`, `close_window`, `disconnect_scene`,
/// `scene_state`, `expect_scene_state`. A window is named by a string; the app, last, as in
/// the other verbs.
enum WrapScenarioScenes {
    static func install(verb: (String, @escaping (LuaStack) -> LuaReturn) -> Void, device: Device) {
        verb("open_window") { [unowned device] stack in
            let parsed = names(stack, "open_window", required: 0, device: device, optionalFirst: true)
            guard case .success(let (name, app)) = parsed else { if case .failure(let e) = parsed { return .error(e.message) }; return .values(0) }
            device.openWindow(name.first ?? nil, app: app)
            return .values(0)
        }
        verb("front_window") { [unowned device] stack in
            let parsed = names(stack, "front_window", required: 1, device: device)
            guard case .success(let (name, app)) = parsed else { if case .failure(let e) = parsed { return .error(e.message) }; return .values(0) }
            device.frontWindow(name[0]!, app: app)
            return .values(0)
        }
        verb("side_by_side") { [unowned device] stack in
            let parsed = names(stack, "side_by_side", required: 2, device: device)
            guard case .success(let (name, app)) = parsed else { if case .failure(let e) = parsed { return .error(e.message) }; return .values(0) }
            device.sideBySide(name[0]!, name[1]!, app: app)
            return .values(0)
        }
        verb("close_window") { [unowned device] stack in
            let parsed = names(stack, "close_window", required: 1, device: device)
            guard case .success(let (name, app)) = parsed else { if case .failure(let e) = parsed { return .error(e.message) }; return .values(0) }
            device.closeWindow(name[0]!, app: app)
            return .values(0)
        }
        verb("disconnect_scene") { [unowned device] stack in
            let parsed = names(stack, "disconnect_scene", required: 1, device: device)
            guard case .success(let (name, app)) = parsed else { if case .failure(let e) = parsed { return .error(e.message) }; return .values(0) }
            device.disconnectScene(name[0]!, app: app)
            return .values(0)
        }
        verb("scene_state") { [unowned device] stack in
            let parsed = names(stack, "scene_state", required: 1, device: device)
            guard case .success(let (name, app)) = parsed else { if case .failure(let e) = parsed { return .error(e.message) }; return .values(0) }
            if let state = device.sceneState(name[0]!, app: app) { stack.push(state) } else { stack.pushNil() }
            return .values(1)
        }
        verb("expect_scene_state") { [unowned device] stack in
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
            if let error = WrapScenario.unknownApp(app, device) { return .error("expect_scene_state: " + error) }
            device.expectSceneState(scene, state, app: app)
            return .values(0)
        }
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
    private static func names(_ stack: LuaStack, _ verb: String, required: Int, device: Device,
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
