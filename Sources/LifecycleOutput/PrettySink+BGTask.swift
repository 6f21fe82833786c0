import LifecycleCore

extension PrettySink {
    /// C6: `⧗ BGAppRefreshTask "com.example.refresh" submitted`, `☀ launched into the background
    /// for BGAppRefreshTask "…"`, `↩ … completed: success`.
    static func bgtask(_ action: BGTaskAction, _ identifier: String, _ kind: BGTaskKind, _ success: Bool?, _ launch: Bool) -> String {
        let task = "\(kind.taskClass) \"\(identifier)\""
        let rule = " [C6]".lightBlack
        switch action {
        case .submitted: return "  ⧗ \(kind.requestClass) \"\(identifier)\" submitted".blue + rule
        case .cancelled: return "  ⧗ \(kind.requestClass) \"\(identifier)\" cancelled".blue + rule
        case .started:
            return "☀ ".cyan + (launch ? "launched into the background for \(task)" : "\(task) runs").cyan + rule
        case .expired: return "  ⌛ \(task) expired: its time is up".yellow + rule
        case .completed: return "  ↩ \(task) completed: \(success == true ? "success" : "failure")".blue + rule
        }
    }
}
