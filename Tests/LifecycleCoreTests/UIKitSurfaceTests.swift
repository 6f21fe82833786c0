import Foundation
import Testing
import TestSupport
@testable import LifecycleCore

/// UIKit's surface as data (rules N and P): every hook the host calls is in it, every simulated
/// method is a hook the host calls (or a view controller method it runs), and the table in the
/// docs is the catalog's.
@Suite("UIKit surface catalog")
struct UIKitSurfaceTests {
    @Test("N: every hook the host calls is a simulated entry of the catalog, of its delegate's kind")
    func everyHookIsInTheCatalog() {
        for hook in Hook.allCases {
            let entry = UIKitSurface.entry(named: hook.selector)
            #expect(entry != nil, "\(hook.selector) is missing from the catalog")
            #expect(entry?.isSimulated == true, "\(hook.selector) is called but the catalog says it is not simulated")
            #expect(entry?.kind == (hook.isSceneDelegateMethod ? .sceneDelegate : .appDelegate), "\(hook.selector)")
            #expect(entry?.luaName == hook.luaName)
        }
    }

    @Test("N: every delegate method the catalog calls simulated is a hook the host calls")
    func everySimulatedMethodIsAHook() {
        let selectors = Set(Hook.allCases.map(\.selector))
        for entry in UIKitSurface.entries(.appDelegate) + UIKitSurface.entries(.sceneDelegate) where entry.isSimulated {
            let called = selectors.contains(entry.name)
            #expect(called, "\(entry.name) is 'simulated' in the catalog but no hook calls it")
        }
    }

    @Test("N: every simulated method is called by some test: its selector and its Lua name appear in the tests")
    func everySimulatedMethodIsTested() throws {
        let tests = try testText()
        for entry in UIKitSurface.all where entry.isMethod && entry.isSimulated {
            let defined = ["(", " =", "=", "\""].contains { tests.contains(entry.luaName + $0) }
            // A view controller's method shows in the trace by its name (`Home viewDidAppear`).
            let expected = tests.contains(entry.kind == .viewController ? " " + entry.luaName : entry.name)
            #expect(defined, "no test defines \(entry.luaName)")
            #expect(expected, "no test expects \(entry.name)")
        }
    }

    @Test("N: the Info.plist keys the simulator reads are the catalog's simulated keys, and its notifications the catalog's")
    func keysAndNotificationsAreInTheCatalog() {
        let keys = Set(UIKitSurface.entries(.infoKey).filter(\.isSimulated).map(\.name))
        #expect(Set(AppInfo.keys) == keys)
        let constants = Set(UIKitSurface.entries(.constant).map(\.name))
        for name in NotificationName.allCases { #expect(constants.contains(name.rawValue), "\(name.rawValue) is missing from the catalog") }
    }

    @Test("V1, W4: every view controller method the core runs (by its name in a string) is a simulated entry of the catalog")
    func viewControllerMethodsAreInTheCatalog() throws {
        let simulated = Set(UIKitSurface.entries(.viewController).filter(\.isSimulated).map(\.luaName))
        let folder = Repository.url("Sources/LifecycleCore")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let pattern = /"((?:view[A-Z]|encodeRestorable|decodeRestorable)[A-Za-z]*)"/
        var found: Set<String> = []
        for file in files where file.pathExtension == "swift" && !file.path.contains("/UIKit/") {   // the catalog itself
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: pattern) { found.insert(String(match.1)) }
        }
        #expect(found.count >= 6, "\(found)")
        #expect(found.subtracting(simulated).isEmpty, "run by the core but not simulated in the catalog: \(found.subtracting(simulated))")
    }

    @Test("V1, P: every modal presentation style has its constant in the catalog, so its era is known")
    func everyModalStyleIsInTheCatalog() {
        for style in ModalPresentationStyle.allCases {
            #expect(style.entry != nil, "\(style.constantName) is missing from the catalog")
        }
        #expect(ModalPresentationStyle.allCases.count >= 9)
    }

    @Test("N, P: names are unique, versions ordered, deprecations name their replacement")
    func entriesAreWellFormed() {
        let names = UIKitSurface.all.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(names.count == Set(names).count, "a name twice")
        for entry in UIKitSurface.all {
            if let deprecated = entry.deprecated { #expect(deprecated > entry.introduced, "\(entry.name)") }
            #expect((entry.deprecated == nil) == (entry.replacement == nil), "\(entry.name)")
            if entry.isMethod, entry.kind != .viewController { #expect(entry.name.hasSuffix(":"), "\(entry.name) is not a selector") }
        }
    }

    @Test("P: a hook's first profile is the first whose iOS versions reach its introduction")
    func firstProfiles() {
        #expect(Hook.openURL.since == .ios6)                 // iOS 4.2
        #expect(Hook.willFinishLaunching.since == .ios6)     // iOS 6
        #expect(Hook.didEnterBackground.since == .ios4)      // iOS 4
        #expect(Hook.performFetch.since == .ios7)            // iOS 7
        #expect(Hook.sceneWillConnect.since == .ios13)       // iOS 13
        #expect(Hook.didBecomeActive.since == .ios3)
        let openURLOptions = UIKitSurface.entry(named: "application:openURL:options:")
        #expect(openURLOptions?.exists(on: .ios7) == true)  // 9.0 within 7–12
        #expect(openURLOptions?.exists(on: .ios6) == false)
        #expect(UIKitSurface.entry(named: "application:handleOpenURL:")?.isDeprecated(on: .ios7) == true)
        #expect(UIKitSurface.entry(named: "application:handleOpenURL:")?.isDeprecated(on: .ios6) == false)
    }

    @Test("N: docs/uikit-surface.md is the catalog's table")
    func docsTableIsGenerated() throws {
        let expected = UIKitSurface.markdown()
        let actual = (try? Repository.read("docs/uikit-surface.md")) ?? ""
        if actual != expected {
            let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-surface.md")
            try expected.write(to: fresh, atomically: true, encoding: .utf8)
            Issue.record("docs/uikit-surface.md differs from the catalog: copy \(fresh.path) over it")
        }
    }

    /// Every test source, Lua fixture and golden trace, and the examples and exercises the tests
    /// run, concatenated.
    private func testText() throws -> String {
        let files = ["Tests", "examples", "exercises"].flatMap { folder in
            FileManager.default.enumerator(at: Repository.url(folder), includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        }
        return try files.filter { ["swift", "lua", "jsonl"].contains($0.pathExtension) }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }
}
