import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// Memory the app holds (B8, R5, M1), through `NSCache`, from Lua.
@Suite("Memory footprint")
struct MemoryFootprintTests {
    static let app = """
    local D = {}
    local cache
    function D:application_didFinishLaunchingWithOptions()
      cache = NSCache.new("thumbnails")
      cache:setObject("a", 30) cache:setObject("b", 20)
      return true
    end
    function D:applicationDidEnterBackground() if RELEASE then cache:removeAllObjects() end end
    function D:applicationDidReceiveMemoryWarning() cache:removeObjectForKey("a") end
    return D
    """

    func footprints(_ trace: Collector) -> [Double] {
        trace.records.compactMap { if case .memory(let mb) = $0.event { return mb } else { return nil } }
    }

    @Test("B8, R5: the footprint shows on entering the background; releasing caches there lowers it")
    func releaseOnBackground() {
        let keeping = play(app: "RELEASE = true\n" + Self.app, scenario: "launch() home()").trace
        let holding = play(app: Self.app, scenario: "launch() home()").trace
        let kept = footprints(keeping), held = footprints(holding)
        #expect(kept.count == 1 && held.count == 1)
        #expect((kept.first ?? 99) < 1, "released: \(kept)")
        #expect((held.first ?? 0) >= 50, "held: \(held)")
    }

    @Test("M2, B8: a memory warning handler that drops a cache lowers the footprint it reports")
    func warning() {
        let trace = play(app: Self.app, scenario: "launch() memory_warning()").trace
        let after = footprints(trace).first ?? 0
        #expect(after >= 20 && after < 30, "\(after)")
    }

    @Test("M1: caching past the app's memory limit is a jetsam kill")
    func overLimit() {
        let trace = play(app: appLaunching("NSCache.new('huge'):setObject('x', 500)")).trace
        #expect(trace.kills.map(\.reason) == [.jetsam])
        #expect(trace.kills.first?.message.contains("over its 128 MB limit") == true)
    }

    @Test("an app that uses no caches gets no memory lines")
    func quiet() {
        #expect(footprints(play(app: appLaunching(""), scenario: "launch() home() memory_warning()").trace).isEmpty)
    }
}
