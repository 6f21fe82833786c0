/// What the API catalog says about a name a script reads as a global, for the warnings of strict
/// globals (docs/app-api.md, "Undefined globals"): read once per kind of script from the catalog
/// (`stdlib/api/*.lua`) and `ForeignSpelling`, never written by hand.
struct GlobalKnowledge: Sendable {
    /// The globals of the kind in some era: one the environment lacks is an availability check
    /// (`if BGTaskScheduler then … end` before ios13, P), never a mistake.
    let catalogGlobals: Set<String>
    /// The other kind's globals, with what they are (`advance() is a scenario verb`).
    let otherKind: [String: String]
    /// Fields and methods of the objects a delegate method is handed, with how to reach them
    /// (`applicationState` → `application.applicationState`).
    let members: [String: String]
    /// Objective-C and Swift spellings, with the Lua one (`UIApplicationStateBackground`).
    let foreign: [String: String]
    /// The string values of the enumerations, for Swift's `.background` shorthand.
    let shorthands: Set<String>

    static let app = GlobalKnowledge(.app)
    static let scenario = GlobalKnowledge(.scenario)
    static func of(_ part: APICatalog.Part) -> GlobalKnowledge { part == .scenario ? scenario : app }

    private init(_ part: APICatalog.Part) {
        let own = (try? APICatalog.expectedGlobals(of: part).get()) ?? []
        catalogGlobals = Set(own)
        let other: APICatalog.Part = part == .app ? .scenario : .app
        var otherKind: [String: String] = [:]
        if case .success(let catalog) = APICatalog.part(other) {
            for entry in catalog.globals where !catalogGlobals.contains(entry.name) {
                otherKind[entry.name] = part == .app
                    ? (entry.kind == .function ? "\(entry.name)() is a scenario verb: an app script cannot call it; the scenario plays the user and the system (docs/scenario-api.md)" : "\(entry.name) is a global of scenarios, not of app scripts")
                    : "\(entry.name) is a global of app scripts: a scenario drives the device with its verbs, and reads the app with state() and expect (docs/scenario-api.md)"
            }
        }
        self.otherKind = otherKind
        var members: [String: String] = [:]
        var enumerations: [String: [String]] = [:]
        // The objects the app's delegate methods are handed, by the parameter's name
        // (`application`): in an app, how to reach a member; in a scenario, that it is the app's.
        if case .success(let catalog) = APICatalog.part(.app) {
            var instances: [String: String] = [:]
            for hook in catalog.hooks {
                for param in hook.params where instances[param.type] == nil { instances[param.type] = param.name }
            }
            for type in instances.keys.sorted() {
                guard let apiClass = catalog.class(named: type), let instance = instances[type] else { continue }
                let entries = apiClass.fields.map { ($0.name, "a field", "\(instance).\($0.name)") }
                    + apiClass.methods.map { ($0.name, "a method", "\(instance):\($0.name)(…)") }
                // Short names (`x`, `title`, `delegate`) are a script's own too often to be
                // called a member: only names of 9 letters or more are.
                for (name, what, usage) in entries where members[name] == nil && name.count >= 9 {
                    members[name] = part == .app
                        ? "it is \(what) of \(type), not a global: \(usage) (\(instance) is an argument of the delegate methods)"
                        : "it is \(what) of \(type) in app scripts (\(usage)); a scenario reads the app with state() and expect (docs/scenario-api.md)"
                }
            }
        }
        if case .success(let catalog) = APICatalog.part(part) {
            for apiClass in catalog.classes {
                for field in apiClass.fields { enumerations["\(apiClass.name).\(field.name)"] = Self.strings(of: field.type) }
            }
            for alias in catalog.aliases { enumerations[alias.name] = Self.strings(of: alias.type) }
        }
        self.members = members
        var foreign: [String: String] = [:]
        var shorthands: Set<String> = []
        for spelling in ForeignSpelling.enumerations where spelling.part == part {
            let values = enumerations[spelling.source] ?? []
            shorthands.formUnion(values)
            let usage = { (value: String) in spelling.usage.replacing("%@", with: "\"\(value)\"") }
            for value in values {
                let name = spelling.objc.isEmpty ? value : spelling.objc + value.prefix(1).uppercased() + value.dropFirst()
                guard !catalogGlobals.contains(name) else { continue }
                let whose = spelling.objc.isEmpty ? "" : " is Objective-C's name"
                foreign[name] = "\(name)\(whose): in Lua it is the string \"\(value)\" (\(usage(value)), \(spelling.rules))"
            }
            let listed = values.map { "\"\($0)\"" }
            let list = listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " and " + listed.last! : listed.joined()
            // The types' names: Objective-C's, and Swift's when it is not nested in a class
            // (`UIScene.ActivationState`'s `UIScene` is the class, not the enumeration).
            let swiftType = spelling.swift.contains(".") ? "" : spelling.swift
            for type in Set([spelling.objc, swiftType]) where !type.isEmpty && !catalogGlobals.contains(type) {
                foreign[type] = "\(type) is a type of Objective-C and Swift: in Lua its values are the strings \(list) (\(usage(values.first ?? "")), \(spelling.rules))"
            }
        }
        for single in ForeignSpelling.singles where single.part == nil || single.part == part {
            guard !catalogGlobals.contains(single.name) else { continue }
            foreign[single.name] = single.lua
        }
        self.foreign = foreign
        self.shorthands = shorthands
    }

    /// Swift's shorthand for an enumeration's case (`state == .background`) is a syntax error in
    /// Lua, "unexpected symbol near '.'": the hint names the Lua value, when the line of the
    /// error has `.name` where a value belongs and `name` is a value of the catalog's
    /// enumerations; "" otherwise.
    static func shorthandHint(_ error: String, source: String) -> String {
        guard let match = error.firstMatch(of: #/:(\d{1,7}): unexpected symbol near '\.'/#), let number = Int(match.1) else { return "" }
        guard let line = source.split(separator: "\n", maxSplits: number, omittingEmptySubsequences: false).dropFirst(number - 1).first else { return "" }
        for found in line.prefix(1_000).matches(of: #/(?:^|[=(,{~<>\s])\s*\.([A-Za-z][A-Za-z0-9]*)/#) {
            let name = String(found.1)
            guard app.shorthands.contains(name) || scenario.shorthands.contains(name) else { continue }
            return "; .\(name) is Swift's shorthand for an enumeration's case: in Lua the value is the string \"\(name)\""
        }
        return ""
    }

    /// The strings of a catalog type written `"a"|"b"|"c"`; none for any other type.
    static func strings(of type: String) -> [String] {
        let parts = type.split(separator: "|").map { String($0).trimming(" ") }
        guard parts.count > 1, parts.allSatisfy({ $0.count > 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") }) else { return [] }
        return parts.map { String($0.dropFirst().dropLast()) }
    }
}
