import Testing
@testable import LifecycleTimeline
