import Foundation
import LifecycleCore
@testable import LifecycleTools
import Testing
import TestSupport

/// Every `lifecycle explain ID` pointer a message prints names a page that discusses the
/// situation: a crash's (the rule of the code that raised it, CodeRules.swift), and every pointer
/// written into a message's text in Sources/. Structural: a new hook, kind of code or pointer
/// is checked the day it lands.
@Suite("Explain pointers")
struct ExplainPointerTests {
    /// What `lifecycle explain ID` prints of a rule's page (its title, text and two examples).
    static func page(_ id: String) -> String? {
        RuleCatalog.explanation(id).map { [$0.title, $0.text, $0.breaks, $0.fix].joined(separator: "\n") }
    }

    /// The words by which a page is about code of `kind`. Exhaustive: a new kind must say.
    static func terms(_ kind: CodeKind) -> [String] {
        switch kind {
        case .main: return ["script"]
        case .expirationHandler: return ["expiration handler"]
        case .block: return ["dispatched block"]
        case .observer: return ["observer"]
        case .drawRect: return ["drawRect"]
        case .alertCancel: return ["cancel handler"]
        case .timer: return ["NSTimer"]
        case .viewController: return ["viewWillAppear", "viewDidAppear"]
        case .eventHandler: return ["touchesBegan"]
        case .launchHandler: return ["launch handler"]
        }
    }

    @Test("S1, W1, W2, C1, F1: a crash in any delegate method points to a page that names the method")
    func everyHooksPageNamesIt() {
        for hook in Hook.allCases {
            let page = Self.page(hook.rule.rawValue) ?? ""
            #expect(page.contains(hook.selector) || page.contains(UIKitEntry.luaName(of: hook.selector)),
                    "\(hook.selector): lifecycle explain \(hook.rule) does not name it")
        }
    }

    @Test("S1, C6, B5, N: a crash in any other kind of code points to a page about that kind of code")
    func everyKindsPageIsAboutIt() {
        for kind in CodeKind.allCases {
            let page = Self.page(kind.rule.rawValue) ?? ""
            #expect(Self.terms(kind).contains { page.contains($0) }, "\(kind): lifecycle explain \(kind.rule) is not about \(kind)")
        }
    }

    /// Each pointer Sources/ writes with a fixed rule, by file and rule, and what its page must
    /// mention: the situation of the message that prints it. Every one found must be listed.
    static let fixedPointers: [String: String] = [
        "App+SceneLaunch.swift C1": "UIApplicationSceneManifest",
        "App+SceneLifecycle.swift C1": "UIApplicationSceneManifest",
        "App+SceneLifecycle.swift P": "scene life cycle",
        "App+Launch.swift C1": "UIApplicationSceneManifest",
        "App+ExitOnSuspend.swift T1": "UIApplicationExitsOnSuspend",
        "ViewControllers.swift V2": "rootViewController",
        "ViewControllers.swift V1": "viewDidAppear",
        "PrettySink+Lines.swift W4": "discard",
        "PrettySink+Code.swift S3": "lost",
        // A crash's rule named at its call site (`about:`) or by a misused framework call.
        "BackgroundModes.swift R11": "didUpdateLocations",
        "App+BGTasks.swift C6": "expiration handler",
        "WrapBGTask.swift C6": "BGTaskScheduler",
    ]

    /// `lifecycle explain X` in a message's text, `explainPointer(.X)`, `about: .X` and
    /// `misuse(.X` in code (doc comments aside), as "File.swift X".
    static func pointersInSources() throws -> [String] {
        let base = Repository.url("Sources")
        let pattern = try NSRegularExpression(pattern: #"(?:lifecycle explain |explainPointer\(\.|about: \.|misuse\(\.)([A-Z][0-9]{0,2})\b"#)
        var found: [String] = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: base.path) where path.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = String(line)
                for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    guard let range = Range(match.range(at: 1), in: line) else { continue }
                    found.append("\((path as NSString).lastPathComponent) \(line[range])")
                }
            }
        }
        return found
    }

    @Test("S1, C1, T1, V2: every pointer in Sources/ names a rule whose page discusses its message's situation")
    func everyFixedPointerNamesItsPage() throws {
        let found = try Self.pointersInSources()
        #expect(found.count >= 10, "the scan finds the pointers: \(found)")
        for pointer in Set(found).sorted() {
            let rule = String(pointer.split(separator: " ").last!)
            #expect(Self.page(rule) != nil, "\(pointer): no rule \(rule)")
            guard let term = Self.fixedPointers[pointer] else {
                Issue.record("\(pointer): a pointer this test does not know; add what its page must mention to fixedPointers")
                continue
            }
            #expect(Self.page(rule)?.contains(term) == true, "\(pointer): lifecycle explain \(rule) does not mention \(term)")
        }
    }

    @Test("W1, W2: a wake's rule, which a misused completion handler cites, has a page about its completion handler")
    func wakePagesNameTheCompletionHandler() {
        for kind in WakeKind.allCases {
            #expect(Self.page(kind.rule.rawValue)?.contains("completionHandler") == true, "\(kind)")
        }
    }
}
