import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge

/// The API catalog (stdlib/api/) is the one source of truth of the Lua-facing API: it reads, it
/// cites real rules (docs/rules.md), the live environments hold exactly what it declares (every binding has
/// a stub), and the stubs rendered from it are valid `---@meta` Lua.
@Suite("API catalog")
struct APICatalogTests {
    static func catalog(_ part: APICatalog.Part) throws -> APICatalog { try APICatalog.part(part).get() }

    /// One cheap expression that makes an object of each `object` class of the app catalog.
    static let constructors: [String: String] = [
        "UIApplication": "UIApplication.sharedApplication()", "DispatchQueue": "DispatchQueue.global()",
        "FileHandle": "FileHandle.open('Documents/a.txt')", "NSUserDefaults": "NSUserDefaults.standardUserDefaults()",
        "NSCache": "NSCache.new('c')", "AVAudioPlayer": "AVAudioPlayer.new()",
        "CLLocationManager": "CLLocationManager.new{didUpdateLocations = function() end}",
        "EAGLContext": "EAGLContext.new()", "NSNetService": "NSNetService.new{}", "ListeningSocket": "Socket.listen(80)",
        "Socket": "Socket.connect('host:1')", "ABAddressBook": "ABAddressBookCreate()", "EKEventStore": "EKEventStore.new()",
        "EASession": "EASession.open()", "UIAlertView": "UIAlertView.new{}",
        "NSNotificationCenter": "NSNotificationCenter.defaultCenter()", "UIView": "UIView.new{name = 'v'}",
        "UIViewController": "UIViewController.new('c')", "UIWindow": "UIWindow.new()",
        "NSTimer": "NSTimer.scheduledTimer(1, false, function() end)", "UIAccelerometer": "UIAccelerometer.sharedAccelerometer()",
        // C6: a task is only ever made by the system; the walk gets the prelude's maker as a global.
        "BGTaskScheduler": "BGTaskScheduler.sharedScheduler", "BGAppRefreshTaskRequest": "BGAppRefreshTaskRequest.new('a')",
        "BGProcessingTaskRequest": "BGProcessingTaskRequest.new('a')",
        "BGTask": "MakeBGTask{ id = 1, identifier = 'a', kind = 'refresh' }",
    ]

    @Test("L1: every part reads, and its hooks are Hook.allCases (names, selectors, order)")
    func reads() throws {
        for part in APICatalog.Part.allCases { #expect(throws: Never.self) { try Self.catalog(part) } }
        let hooks = try Self.catalog(.app).hooks
        #expect(hooks.map(\.name) == Hook.allCases.map(\.luaName))
        #expect(hooks.map(\.selector) == Hook.allCases.map(\.selector))
        #expect(APICatalogCheck.hookProblem() == nil)
    }

    @Test("L1: the names the build read from the catalog (the run-time check's) are the decoded ones")
    func builtNames() throws {
        for kind in [APICatalog.Part.app, .scenario] {
            #expect(APICatalogCheck.builtGlobals(of: kind) == (try APICatalog.expectedGlobals(of: kind).get()))
        }
        #expect(APICatalogCheck.builtHooks == (try Self.catalog(.app)).hooks.map { "\($0.name) \($0.selector)" })
        #expect(APICatalogCheck.hookProblem(declared: APICatalogCheck.builtHooks) == nil)
        #expect(APICatalogCheck.hookProblem(declared: ["x y"])?.contains("catalog only: [x y]") == true)
    }

    @Test("Every rule a doc cites is a rule of docs/rules.md; every hook, class and non-builtin global cites one")
    func rules() throws {
        let valid = Set(RuleCatalog.ids + ["N", "P"])
        for part in APICatalog.Part.allCases {
            let catalog = try Self.catalog(part)
            let entries = catalog.globals.filter { $0.kind != .builtin } + catalog.hooks
            let all = entries + entries.flatMap(\.members) + catalog.classes.flatMap { $0.fields + $0.methods }
            for entry in all {
                #expect(!entry.rules.isEmpty, "\(part) \(entry.name) cites no rule")
                #expect(Set(entry.rules).isSubset(of: valid), "\(part) \(entry.name) cites \(entry.rules)")
            }
            for type in catalog.classes { #expect(!type.rules.isEmpty && Set(type.rules).isSubset(of: valid), "\(type.name)") }
        }
    }

    @Test("App and scenario globals never share a name (the language server has one namespace)")
    func disjoint() throws {
        let app = Set(try Self.catalog(.app).globals.map(\.name)), scenario = Set(try Self.catalog(.scenario).globals.map(\.name))
        let sandbox = Set(try Self.catalog(.sandbox).globals.map(\.name))
        #expect(app.isDisjoint(with: scenario) && app.isDisjoint(with: sandbox) && scenario.isDisjoint(with: sandbox))
    }

    @Test("Every capitalised type name a stub uses is declared (a class, a statics class or an alias)")
    func typesDeclared() throws {
        for part in [APICatalog.Part.app, .scenario, .sandbox] {
            let catalogs = [try Self.catalog(.sandbox), try Self.catalog(part)]
            var declared = Set(catalogs.flatMap { $0.classes.map(\.name) + $0.aliases.map(\.name) })
            declared.formUnion(catalogs.flatMap { $0.globals.filter { $0.kind == .table }.map(\.type) })
            var entries: [APIEntry] = []
            for catalog in catalogs {
                entries += catalog.globals + catalog.hooks
                for type in catalog.classes { entries += type.fields + type.methods }
            }
            entries += entries.flatMap(\.members)
            var types: [String] = []
            for entry in entries {
                if entry.kind == .value || entry.kind == .field { types.append(entry.type) }
                types += (entry.params + entry.returns).map(\.type)
            }
            for type in types { for name in Self.typeNames(type) { #expect(declared.contains(name), "\(part): \(name) is not declared") } }
        }
    }

    /// Capitalised identifiers outside string literals: `fun(note: NSNotification)` → NSNotification.
    static func typeNames(_ type: String) -> [String] {
        var names: [String] = [], word = "", quoted = false
        for character in type + " " {
            if character == "\"" { quoted.toggle(); continue }
            if !quoted, character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
            if let first = word.first, first.isUppercase { names.append(word) }
            word = ""
        }
        return names
    }

    @Test("Every binding of the live app environment has a stub, and every stub a binding (globals, statics, objects)")
    func liveApp() throws {
        let app = try #require(LuaApp(memoryLimit: 64 << 20, session: nil))
        defer { app.close() }
        #expect(app.start(source: "return {}", chunkName: "@app.lua", simulation: .default) == .returned(.none))
        let catalogs = [try Self.catalog(.sandbox), try Self.catalog(.app)]
        let objects = catalogs[1].classes.filter { $0.kind == .object }
        #expect(Set(objects.map(\.name)) == Set(Self.constructors.keys), "each object class needs a constructor here")
        app.lua.stack.pushRef(app.env)
        app.lua.stack.pushRef(app.bgTaskRef)
        app.lua.stack.rawSet("MakeBGTask", table: app.lua.stack.top - 1)
        app.lua.stack.pop()
        let walk = APICatalogWalk(lua: app.lua, env: app.env, catalogs: catalogs, constructors: Self.constructors)
        #expect(walk.problems == [])
    }

    @Test("Every verb of the live scenario environment has a stub, and every stub a verb")
    func liveScenario() throws {
        let device = Device(loader: LuaAppLoader(source: "return {}", path: "app.lua", simulation: .default))
        let scenario = try LuaScenario(device: device, path: "scenario.lua")
        let catalogs = [try Self.catalog(.sandbox), try Self.catalog(.scenario)]
        let walk = APICatalogWalk(lua: scenario.lua, env: scenario.env, catalogs: catalogs, constructors: [:])
        #expect(walk.problems == [])
    }

    @Test("A global the catalog does not declare, or one it declares that is missing, is a host bug")
    func checkFails() throws {
        let app = try #require(LuaApp(memoryLimit: 64 << 20, session: nil))
        defer { app.close() }
        #expect(app.start(source: "return {}", chunkName: "@app.lua", simulation: .default) == .returned(.none))
        #expect(APICatalogCheck.problem(env: app.env, in: app.lua, kind: .app) == nil)
        #expect(APICatalogCheck.problem(env: app.env, in: app.lua, kind: .scenario)?.contains("declared but not set: accelerate") == true)
        let chunk = "local env = ...; env.glDrawArrays = nil; env.newThing = 1"
        #expect(app.lua.load(chunk, chunkName: "=t") == nil)
        app.lua.stack.pushRef(app.env)
        #expect(app.lua.pcall(arguments: 1, results: 0) == .ok)
        let problem = try #require(APICatalogCheck.problem(env: app.env, in: app.lua, kind: .app))
        #expect(problem.contains("not declared in the catalog: newThing") && problem.contains("declared but not set: glDrawArrays"))
    }

    @Test("The rendered stubs are ---@meta Lua that compiles, define every global, class and hook, and are deterministic")
    func stubs() throws {
        let files = try LuaStubWriter.files().get()
        #expect(files.map(\.path) == [".lifecycle/types/sandbox.lua", ".lifecycle/types/app.lua", ".lifecycle/types/scenario.lua"])
        #expect(try LuaStubWriter.files().get() == files)
        let lua = try #require(LuaState(memoryLimit: 16 << 20, ticksEvery: 1000))
        defer { lua.close() }
        for (file, part) in zip(files, APICatalog.Part.allCases) {
            #expect(file.text.hasPrefix("---@meta _\n"))
            #expect(lua.load(file.text, chunkName: "=\(file.path)") == nil, "\(file.path) does not compile")
            lua.stack.pop()
            let catalog = try Self.catalog(part)
            for global in catalog.globals where global.kind != .builtin {
                #expect(file.text.contains("\n\(global.name) = ") || file.text.contains("\nfunction \(global.name)("), "\(global.name)")
            }
            for type in catalog.classes { #expect(file.text.contains("---@class \(type.name)"), "\(type.name)") }
            // C1: the scene delegate's methods on SceneDelegate, the others on AppDelegate.
            for hook in catalog.hooks {
                let scene = Hook.allCases.first { $0.luaName == hook.name }?.isSceneDelegateMethod ?? false
                #expect(file.text.contains("function \(scene ? "SceneDelegate" : "AppDelegate"):\(hook.name)("), "\(hook.name)")
            }
        }
        #expect(files[1].text.contains("---App script. Rules: B5, T2 (`lifecycle explain B5`)"))
        #expect(files[2].text.contains("---@param opts? LaunchRequest\nfunction launch(opts) end"))
    }
}
