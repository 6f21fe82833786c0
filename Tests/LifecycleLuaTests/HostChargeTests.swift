import LifecycleCore
import Testing
@testable import LifecycleLua
import LuaBridge
import TestSupport

/// Host work a script sizes is charged by that size before it runs, and bounded by a length cap
/// (docs/security.md, "The host's backstop"): the strings handed to a host function, "did you
/// mean" over a script's names, string arithmetic, sorts of long strings, string.format.
/// Steps are read as LibraryCostTests reads them (C work only, deterministic).
@Suite("Host work charged by its input (H21, H22, H34, H35)")
struct HostChargeTests {
    static let kib = 1024.0

    @Test("H21: addObserver of a 1 KiB name in a pcall loop reads it no further than a name can go and compares it with nothing")
    func observerNames() {
        let app = appLaunching("""
          local name, nc = ("x"):rep(1024), NSNotificationCenter.defaultCenter()
          for i = 1, 64 do pcall(nc.addObserver, nc, name, function() end) end
          print(select(2, pcall(nc.addObserver, nc, name, function() end)))
        """)
        let trace = play(app: app).trace
        let message = trace.logs.first ?? ""
        #expect(message.hasPrefix("addObserver: unknown notification \"xxxx"), "\(message)")
        #expect(message.contains("expects a notification's name") && !message.contains("did you mean"), "\(message)")
        // A short misspelling still gets its suggestion.
        let near = play(app: appLaunching("print(select(2, pcall(NSNotificationCenter.defaultCenter().addObserver, nil, 'UIApplicationDidBecomeActiveNotificaton', print)))")).trace
        #expect(near.logs.first?.hasSuffix("did you mean UIApplicationDidBecomeActiveNotification?") == true, "\(near.logs)")
    }

    @Test("H21: any host call is charged by the long strings it reads: FileManager.exists of 1 KiB paths")
    func longArguments() {
        let app = appLaunching("local p = ('p'):rep(1024) for i = 1, 64 do FileManager.exists(p) end")
        let cost = play(app: app).trace.calls.first { $0.hook == .didFinishLaunching }?.cost
        #expect((cost?.micros ?? 0) >= 8_000, "\(String(describing: cost))")
        // Short strings cost what they did: nothing but the instructions.
        let short = appLaunching("for i = 1, 64 do FileManager.exists('p') end")
        #expect(play(app: short).trace.calls.first { $0.hook == .didFinishLaunching }?.cost == .zero)
    }

    @Test("H22: delegate keys of 2 KiB starting with 'application' are not misspelt hooks; a short one still is")
    func longDelegateKeys() {
        let app = """
        local A = {}
        for i = 1, 8 do A["application" .. ("x"):rep(2048) .. i] = true end
        function A:applicationDidBecomeActve(application) end
        return A
        """
        let warnings = play(app: app).trace.warnings.filter { $0.contains("which is not a method of UIApplicationDelegate") }
        #expect(warnings.count == 1, "\(warnings.map { $0.prefix(120) })")
        #expect(warnings.first?.contains("'applicationDidBecomeActve'") == true)
        #expect(UIKitSurface.misspelling("application" + String(repeating: "x", count: NameDistance.maxLength), of: .appDelegate, on: .default) == nil)
        #expect(UIKitSurface.misspelling("applicationWillResignActiv", of: .appDelegate, on: .default)?.name == Hook.willResignActive.selector)
    }

    @Test("H34: arithmetic on a numeric string is charged as tonumber reads it, before it runs", arguments: ["S + 1", "-S", "S * 2", "S // 1"])
    func stringArithmetic(expression: String) throws {
        let meter = try LibraryCostTests.Meter()
        let charged = try meter.charged(setup: "local S = ('1'):rep(n)", call: "local r = \(expression)", n: 64 * Self.kib)
        #expect(charged >= 64 * Self.kib / 16, "\(expression): \(charged) steps")
    }

    @Test("H35: table.sort of strings sharing a 4 KiB prefix is charged by their length, with and without a comparator",
          arguments: ["table.sort(C)", "table.sort(C, function(a, b) return a < b end)"])
    func sortLongPrefixes(call: String) throws {
        let meter = try LibraryCostTests.Meter()
        let setup = "local L = {} for i = 1, 1000 do L[i] = ('x'):rep(4096) .. string.format('%06d', (i * 7919) % 1000) end local C = table.move(L, 1, 1000, 1, {})"
        let charged = try meter.charged(setup: setup, call: call, n: 1)
        // At least n log2 n / 2 comparisons of 4 KiB, 64 bytes a step.
        #expect(charged >= 5_000 * 4096 / 64, "\(call): \(charged) steps")
    }

    @Test("H35: string.format's %q of a long string and a wide number's conversion are charged before they run",
          arguments: [("string.format('%q', S)", 4 * 64 * kib), ("string.format('%q', P)", 4 * 64 * kib),
                      ("string.format('%99.99f', 1e308)", 2_000), ("string.format('%99.99e', 1e308)", 790),
                      ("string.format('%.99f', -1e300)", 1_600)])
    func formatItems(call: String, steps: Double) throws {
        let meter = try LibraryCostTests.Meter()
        let charged = try meter.charged(setup: "local S = ('\\0\\1'):rep(n // 2) local P = ('ab'):rep(n // 2)", call: "local r = \(call)", n: 64 * Self.kib)
        #expect(charged >= steps, "\(call): \(charged) steps")
        // Everyday formats cost what they did.
        let plain = try meter.charged(setup: "", call: "local r = string.format('%.1f %q %5d', 2.5, 'hi', 3)", n: 1)
        #expect(plain <= 128, "\(plain) steps")
    }
}
