/// System changes that concern every app (F3, F5, F6, I4, I8, N): delivered at once to an app
/// that runs code, the delegate method UIKit pairs with a notification called first (N); queued
/// and netted for a suspended app, and delivered when it runs code again (F3).
extension App {
    /// A system change: `value` is the new value, `from` what it was (for netting, F3, and for
    /// the `didChange…` methods, which get the old value).
    public func post(_ name: NotificationName, value: String?, from: String? = nil) {
        switch state {
        case .notRunning: return
        case .suspended: process.queued.enqueue(name, value: value, from: from)
        default: announce(name, value: value, from: from, queued: false)
        }
    }

    /// Delivers one system change: the delegate methods with their notifications (N), or the
    /// notification alone when UIKit has no delegate method for it.
    func announce(_ name: NotificationName, value: String?, from: String?, queued: Bool) {
        switch name {
        case .didChangeStatusBarFrame:   // I8
            guard callHook(.willChangeStatusBarFrame, .frame(statusBarFrame(height: value)), note: value, queued: queued) else { return }
            callHook(.didChangeStatusBarFrame, .frame(statusBarFrame(height: from)), note: value, queued: queued)
        case .didChangeStatusBarOrientation:
            let new = value ?? "portrait", old = from ?? "portrait"
            guard callHook(.willChangeStatusBarOrientation, .orientation(new, duration: App.rotationDuration), note: value, queued: queued) else { return }
            callHook(.didChangeStatusBarOrientation, .orientation(old, duration: nil), note: value, queued: queued)
        case .significantTimeChange:
            callHook(.significantTimeChange, note: value, queued: queued)
        case .protectedDataWillBecomeUnavailable:
            callHook(.protectedDataWillBecomeUnavailable, note: value, queued: queued)
        case .protectedDataDidBecomeAvailable:
            callHook(.protectedDataDidBecomeAvailable, note: value, queued: queued)
        default:
            notify(name, value: value, queued: queued)
        }
    }

    /// How long UIKit animates a rotation (`willChangeStatusBarOrientation:duration:`).
    static let rotationDuration = 0.3

    /// The status bar's frame for a bar `height` points tall ("20", or "40" during a call, I8),
    /// across the interface as it is oriented now.
    func statusBarFrame(height: String?) -> StatusBarFrame {
        let portrait = record.statusBarOrientation.hasPrefix("portrait")
        return StatusBarFrame(width: portrait ? 320 : 480, height: height.flatMap(Double.init) ?? 20)
    }

    /// The device turned to `deviceOrientation`: the interface follows when the app supports the
    /// matching interface orientation (`UISupportedInterfaceOrientations`; portrait only without
    /// it). Face up and face down change nothing. UIKit's interface orientation is the device's
    /// mirrored: the device turned to landscapeLeft shows the interface in landscapeRight.
    func deviceRotated(to deviceOrientation: String) {
        guard isRunning, let target = App.interfaceOrientation(forDevice: deviceOrientation),
              target != record.statusBarOrientation, record.info.supportedOrientations.contains(target) else { return }
        let old = record.statusBarOrientation
        record.statusBarOrientation = target
        post(.didChangeStatusBarOrientation, value: target, from: old)
    }

    static func interfaceOrientation(forDevice orientation: String) -> String? {
        switch orientation {
        case "portrait": return "portrait"
        case "portraitUpsideDown": return "portraitUpsideDown"
        case "landscapeLeft": return "landscapeRight"
        case "landscapeRight": return "landscapeLeft"
        default: return nil
        }
    }
}
