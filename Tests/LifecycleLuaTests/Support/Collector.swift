import TestSupport

/// The name this target's tests give the shared trace collector (Tests/TestSupport).
typealias Collector = TraceCollector
