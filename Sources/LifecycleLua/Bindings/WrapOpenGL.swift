import LuaBridge
import LifecycleCore

/// OpenGL ES (R1): `EAGLContext.new()`, `glDrawArrays()`, `presentRenderbuffer`, `glFinish()`.
/// A call in the background halts the code: the core has killed the app (reason `gpu`).
enum WrapOpenGL {
    static func functions(for app: LuaApp) -> [String: LuaFunction] {
        func gl(_ body: @escaping (HookSession, LuaStack) -> Bool) -> LuaFunction {
            { [unowned app] stack in
                guard let session = app.session else { return .values(0) }
                return body(session, stack) ? .values(0) : .halt(.killed)
            }
        }
        return [
            "gl_create": gl { session, _ in session.glCreateContext() },
            "gl_draw": gl { session, stack in session.glDraw(stack.string(at: 1) ?? "a GL call") },
            "gl_finish": gl { session, _ in session.glFinish() },
        ]
    }
}
