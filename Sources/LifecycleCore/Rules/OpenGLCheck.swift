/// R1: no OpenGL ES in the background. Creating a context or drawing while in the background
/// kills the app at once (reason `gpu`); commands still unfinished when the app leaves the
/// foreground kill it too, unless it called `glFinish()` (in `applicationWillResignActive:`).
struct OpenGLCheck: SystemCheck {
    func leavingForeground(_ app: App) {
        guard app.process.resources.glUnfinished else { return }
        app.kill(.gpu, rule: .R1, message: "OpenGL ES commands were still unfinished when the app left the foreground; call glFinish() in applicationWillResignActive:")
    }
}

extension HookSession {
    /// Any GL call: false (and the app is being killed) when made in the background (R1).
    private func glAllowed(_ call: String) -> Bool {
        // On its way to the screen (`comingToForeground`: applicationWillEnterForeground:,
        // sceneWillEnterForeground:, a scene app's launch) the app may draw, background or not.
        guard app.state == .background || app.state == .suspended, !app.process.comingToForeground else { return true }
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
