import Foundation
import LifecycleCore
import Testing
@testable import LifecycleLua
import LuaBridge
import TestSupport

/// The host-call catalog (stdlib/host/calls.lua) is the one declaration of what crosses between
/// Swift and the host's preludes. These tests read the preludes and the Swift declarations and
/// fail when either side uses a function, an argument or a field the catalog does not declare;
/// each guard is also run on a broken copy, to show that it fails.
@Suite("Host-call catalog")
struct HostCallCatalogTests {
    static func catalog() throws -> HostCallCatalog { try HostCallCatalog.load().get() }
    static func prelude(_ module: String) -> String? { Stdlib.source(of: module, includeHost: true) }

    static let sources = Repository.url("Sources/LifecycleLua")

    /// The names each prelude is given by Swift, from the functions that build the tables.
    static func swiftHostNames() throws -> [String: [String]] {
        let app = try #require(LuaApp(memoryLimit: 16 << 20, session: nil))
        defer { app.close() }
        let device = Device(loader: LuaAppLoader(source: "return {}", path: "app.lua", simulation: .default))
        return [
            "sandbox": LuaSandbox.hostTable(in: app.lua, simulation: .default, now: { 0 }, print: { _ in }).names,
            "app": WrapApplication.hostTable(for: app).names,
            "frameworks": LuaApp.frameworksHostTable(for: app).names,
            "repl": LuaScenario.replHostTable(app: device.app).names,
            "helpers": WrapScenarioRequire.hostTable(for: try LuaScenario(device: device, path: "s.lua")).names,
            "globals": StrictGlobals(part: .app) { _ in }.hostTable(lua: app.lua, env: .none).names,
        ]
    }

    @Test("The checks' readers are test code: no source of the product declares or uses HostCallCatalog or APICatalogWalk")
    func readersStayInTheTests() throws {
        let sources = Repository.url("Sources")
        var scanned = 0
        for path in try FileManager.default.subpathsOfDirectory(atPath: sources.path) where path.hasSuffix(".swift") {
            scanned += 1
            let code = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            #expect(!code.contains("HostCallCatalog") && !code.contains("APICatalogWalk"), "\(path)")
        }
        #expect(scanned > 100)
    }

    @Test("The catalog reads; the preludes call the host only as it declares (names, shapes, fields)")
    func luaSide() throws {
        let problems = HostCallCheck.luaProblems(try Self.catalog(), source: Self.prelude)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    @Test("Swift names only the fields the catalog declares, gives each prelude what it declares, and shares its constants")
    func swiftSide() throws {
        let catalog = try Self.catalog()
        var problems = HostCallCheck.fieldProblems(catalog, types: allHostFields)
        problems += HostCallCheck.hostTableProblems(catalog, swift: try Self.swiftHostNames())
        let responder = Dictionary(uniqueKeysWithValues: ResponderID.allCases.map { ($0.name, $0.rawValue) })
        if catalog.constants["responder"] != responder { problems.append("ResponderID \(responder) differs from constants.responder") }
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    @Test("Every HostFields enum is in allHostFields (the list the check walks)")
    func everyFieldsEnumChecked() throws {
        let text = try String(contentsOf: Self.sources.appendingPathComponent("Catalog/HostFields.swift"), encoding: .utf8)
        let declared = text.matches(of: #/enum (\w+): String, HostFields/#).map { String($0.1) }
        #expect(declared.count > 10)
        #expect(Set(declared) == Set(allHostFields.map { String(describing: $0) }))
    }

    @Test("A Swift host function reads no argument past the catalog's signature (one table: argument 1)")
    func swiftArity() throws {
        let catalog = try Self.catalog()
        var problems: [String] = []
        var checked = 0
        for folder in ["Bindings", "Sandbox", "Scenarios"] {
            let path = Self.sources.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: path.path).sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: path.appendingPathComponent(file), encoding: .utf8)
                for (name, highest) in Self.argumentReads(text) {
                    guard let function = catalog.preludes.values.compactMap({ $0.host[name] }).first else { continue }
                    checked += 1
                    let limit = function.params?.count ?? 1
                    if highest > limit { problems.append("\(folder)/\(file): \(name) reads argument \(highest); the catalog declares \(limit)") }
                }
            }
        }
        #expect(checked > 60)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    /// For each `"name": …` entry of a Swift dictionary of host functions, the highest stack
    /// index it reads (`at: 3`, `isFunction(3)`, `(stack, 3`, …).
    static func argumentReads(_ text: String) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var current: (String, Int)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let entry = line.firstMatch(of: #/^\s*"([a-z_]+)": /#) {
                if let current { result.append(current) }
                current = (String(entry.1), 0)
            } else if line.firstMatch(of: #/^\s*\]\)?\s*$/#) != nil, let done = current {
                result.append(done)
                current = nil
            }
            for read in line.matches(of: #/(?:at: |isFunction\(|pushValue\(|isNoneOrNil\(|isTable\(|stack, )(\d+)/#) {
                if let index = Int(read.1), current != nil { current!.1 = max(current!.1, index) }
            }
        }
        if let current { result.append(current) }
        return result
    }
}

/// Each guard of HostCallCatalogTests, run on a deliberately broken copy: it must fail, and say
/// where and why.
@Suite("Host-call catalog guards")
struct HostCallGuardTests {
    /// The problems of the preludes with `module`'s source edited by `edit`.
    static func luaProblems(_ module: String, _ edit: (String) -> String) throws -> [String] {
        let catalog = try HostCallCatalogTests.catalog()
        let broken = edit(try #require(HostCallCatalogTests.prelude(module)))
        return HostCallCheck.luaProblems(catalog, source: { $0 == module ? broken : HostCallCatalogTests.prelude($0) })
    }

    @Test("A prelude passing a field the catalog does not name fails, and so does one omitting a required field")
    func undeclaredField() throws {
        let extra = try Self.luaProblems("host.frameworks.ui") { $0.replacingOccurrences(of: "host.view_add{ name = name,", with: "host.view_add{ name = name, alpha = 1,") }
        #expect(extra.count == 1 && extra[0].hasPrefix("stdlib/host/frameworks/ui.lua:") && extra[0].hasSuffix("host.view_add passes field alpha, which stdlib/host/calls.lua does not name"), "\(extra)")
        let missing = try Self.luaProblems("host.app") { $0.replacingOccurrences(of: "host.dispatch{ queue = kind, seconds = 0, fn = fn }", with: "host.dispatch{ queue = kind, fn = fn }") }
        #expect(missing.count == 1 && missing[0].hasSuffix("host.dispatch omits field seconds, which stdlib/host/calls.lua requires"), "\(missing)")
    }

    @Test("A prelude calling the host by position past its signature, or an undeclared host function, fails")
    func positional() throws {
        let tooMany = try Self.luaProblems("host.frameworks.system") { $0.replacingOccurrences(of: "host.alert_dismiss(id)", with: "host.alert_dismiss(id, true, 3)") }
        #expect(tooMany.count == 1 && tooMany[0].hasSuffix("host.alert_dismiss passes 3 arguments; stdlib/host/calls.lua declares 1"), "\(tooMany)")
        let shape = try Self.luaProblems("host.frameworks.ui") { $0.replacingOccurrences(of: "host.timer_schedule{ seconds = seconds, repeats = repeats == true, fn = function() fn(timer) end }", with: "host.timer_schedule(seconds, repeats == true, function() fn(timer) end)") }
        #expect(shape.count == 1 && shape[0].hasSuffix("host.timer_schedule(…): the catalog declares one table of named fields: host.timer_schedule{ … }"), "\(shape)")
        let unknown = try Self.luaProblems("host.repl") { $0.replacingOccurrences(of: "host.delegate_hooks()", with: "host.delegate_methods()") }
        #expect(unknown.contains { $0.hasSuffix("host.delegate_methods is not declared for the repl prelude in stdlib/host/calls.lua") }, "\(unknown)")
        #expect(unknown.contains { $0.hasSuffix("repl.host.delegate_hooks is declared but no file of the prelude uses it") }, "\(unknown)")
    }

    @Test("An entry reading a field the catalog does not declare, a misnamed result or a magic id fails")
    func entriesAndResults() throws {
        let read = try Self.luaProblems("host.frameworks.ui") { $0.replacingOccurrences(of: "local method = event.method", with: "local method = event.selector") }
        #expect(read == ["stdlib/host/frameworks/ui.lua: deliver reads event.selector, a field stdlib/host/calls.lua does not declare"], "\(read)")
        let result = try Self.luaProblems("host.app") { $0.replacingOccurrences(of: "info_keys = info_keys,", with: "infoKeys = info_keys,") }
        let scenes = "scene_classes, scene_manifest, scene_multiple, scene_names, scene_roles"   // C1
        #expect(result == ["stdlib/host/app.lua: inspect returns { bg_identifiers, dotted, exit_on_suspend, hooks, infoKeys, keys, modes, not_functions, orientations, problems, \(scenes) }; "
            + "stdlib/host/calls.lua declares { bg_identifiers, dotted, exit_on_suspend, hooks, info_keys, keys, modes, not_functions, orientations, problems, \(scenes) }"], "\(result)")
        let returns = try Self.luaProblems("host.repl") { $0.replacingOccurrences(of: "return { show_results = show_results, complete = complete }", with: "return show_results, complete") }
        #expect(returns == ["prelude repl: no file ends with return { … }; stdlib/host/calls.lua declares { complete, show_results }"], "\(returns)")
        let constant = try Self.luaProblems("host.frameworks.ui") { $0.replacingOccurrences(of: "host.responder.window", with: "host.responder.screen") }
        #expect(constant.count == 1 && constant[0].hasSuffix("host.responder.screen is not a constant of stdlib/host/calls.lua"), "\(constant)")
        let literal = try Self.luaProblems("host.frameworks.ui") { $0.replacingOccurrences(of: "id == host.responder.delegate", with: "id == -3") }
        #expect(literal.count == 1 && literal[0].hasSuffix(": compares with -3; name it host.responder.delegate (stdlib/host/calls.lua)"), "\(literal)")
    }

    /// A Swift table that names a field the catalog does not declare.
    enum BrokenViewAdd: String, HostFields {
        static let place = "frameworks.host.view_add"
        case name, x, y, width, height, hidden, sensitive, interactive, control, draw, alpha
    }

    @Test("Swift naming a field the catalog does not declare, or a host function it does not declare, fails")
    func swiftSide() throws {
        let catalog = try HostCallCatalogTests.catalog()
        #expect(HostCallCheck.fieldProblems(catalog, types: [BrokenViewAdd.self])
            == ["BrokenViewAdd names field alpha of frameworks.host.view_add, which stdlib/host/calls.lua does not declare"])
        var names = try HostCallCatalogTests.swiftHostNames()
        names["app"]! += ["vibrate"]
        #expect(HostCallCheck.hostTableProblems(catalog, swift: names)
            == ["Swift gives the app prelude host.vibrate, which stdlib/host/calls.lua does not declare"])
        let reads = HostCallCatalogTests.argumentReads("""
                "alert_show": { [unowned app] stack in
                    if stack.isFunction(3) { stack.pushValue(3) }
                },
                "view_remove": id { $0.removeFromSuperview($1) },
            ]
            """)
        #expect(reads.map(\.0) == ["alert_show", "view_remove"] && reads.map(\.1) == [3, 0])
    }
}
