@testable import LifecycleCore
import TestSupport

/// The name this target's tests give the shared trace collector (Tests/TestSupport).
typealias CollectingSink = TraceCollector

/// F1 and U1 paths back from suspended: straight to inactive, or woken in the background first
/// (F3 lets a suspended app run code again in the background); F1 allows both.
let foregroundPaths: [[AppState]] = [
    [.suspended, .inactive, .active],
    [.suspended, .background, .inactive, .active],
]

/// Shorthands for timeline entries.
func call(_ hook: Hook) -> String { "call \(hook.selector)" }
func notify(_ name: NotificationName) -> String { "notify \(name.rawValue)" }
func state(_ from: AppState, _ to: AppState) -> String { "state \(Edge(from, to))" }
