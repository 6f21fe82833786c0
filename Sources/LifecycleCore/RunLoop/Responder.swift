/// Who an event or a message goes to (E3): an object of the app (a view, a view controller,
/// an accelerometer delegate), the window, the application, or the app delegate.
public enum Responder: Sendable, Hashable {
    case object(Int)
    case window
    case application
    case delegate
}

/// What a handler is called with.
public enum EventArgument: Sendable, Equatable {
    case none
    /// `touchesBegan_withEvent(touches, event)`: one touch at a point of the window.
    case touch(x: Double, y: Double, phase: TouchPhase)
    /// `motionEnded_withEvent(motion, event)`: `"shake"`.
    case motion(String)
    /// `remoteControlReceivedWithEvent(event)`: `"play"`, `"pause"`, `"nextTrack"`, …
    case remote(String)
    /// `accelerometer_didAccelerate(accelerometer, acceleration)`.
    case acceleration(x: Double, y: Double, z: Double)
    /// An action message: `resume(sender)`.
    case sender(Int)
}

public enum TouchPhase: String, Sendable {
    case began, moved, ended

    /// The handler's Lua name (selector rule): `touchesBegan_withEvent`, …
    public var method: String {
        switch self {
        case .began: return "touchesBegan_withEvent"
        case .moved: return "touchesMoved_withEvent"
        case .ended: return "touchesEnded_withEvent"
        }
    }
}

/// An event waiting in the main run loop's queue (E1).
enum QueuedEvent {
    case touch(x: Double, y: Double, phase: TouchPhase)
    case motion(String)
    case remote(String)
}
