/// R1: no OpenGL ES in the background. Apple's OpenGL ES Programming Guide ("Implementing a
/// Multitasking-Aware OpenGL ES App"): the app stops its animation and calls `glFinish` in
/// `applicationWillResignActive:`; in `applicationDidEnterBackground:` it may still call GL, to
/// delete objects and `glFinish`; after that method returns, any GL call kills it. The simulator
/// models the worst case of commands left unfinished: when the method returns with drawing
/// commands not followed by `glFinish()`, the app is killed (reason `gpu`). With scenes, the
/// `sceneDidEnterBackground:` that takes the whole app to the background plays that part.
struct OpenGLCheck: SystemCheck {
    /// The app is about to enter the background: its last GL calls are allowed until the method
    /// that tells it returns (`App.glGraceEnds`).
    func leavingForeground(_ app: App) { app.process.glMayFinish = true }
}

extension App {
    /// R1: `method` (`applicationDidEnterBackground:`, or the `sceneDidEnterBackground:` that
    /// took the app to the background) returned: GL is over, and commands still unfinished kill
    /// the app. False when it was killed.
    func glGraceEnds(after method: Hook) -> Bool {
        guard process.glMayFinish else { return true }
        process.glMayFinish = false
        guard process.resources.glUnfinished else { return true }
        kill(.gpu, rule: .R1, message: "OpenGL ES commands were still unfinished when \(method.selector) returned; call glFinish() in applicationWillResignActive: (or before \(method.selector) returns)")
        return false
    }
}

extension HookSession {
    /// Any GL call: false (and the app is being killed) when made in the background (R1).
    private func glAllowed(_ call: String) -> Bool {
        // On its way to the screen (`comingToForeground`: applicationWillEnterForeground:,
        // sceneWillEnterForeground:, a scene app's launch) the app may draw, background or not;
        // on its way out (`glMayFinish`) it may still finish and delete.
        guard app.state == .background || app.state == .suspended, !app.process.comingToForeground,
              !app.process.glMayFinish else { return true }
        kill(.gpu, rule: .R1, message: "\(call) was called in the background")
        return false
    }

    /// `EAGLContext.new()`.
    public func glCreateContext() -> Bool {
        guard glAllowed("EAGLContext.new()") else { return false }
        app.process.resources.glContexts += 1
        return true
    }

    /// A drawing command (`glDrawArrays`, `presentRenderbuffer`): submitted, not yet finished.
    public func glDraw(_ call: String) -> Bool {
        guard glAllowed(call) else { return false }
        app.process.resources.glUnfinished = true
        return true
    }

    /// `glFinish()`: every submitted command has completed.
    public func glFinish() -> Bool {
        guard glAllowed("glFinish()") else { return false }
        app.process.resources.glUnfinished = false
        return true
    }
}
