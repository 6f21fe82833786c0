import Foundation
@testable import LifecycleLua

/// The checks that keep the host-call catalog (`stdlib/host/calls.lua`) load-bearing, as pure
/// functions from sources to problems, so that HostCallCatalogTests can run them on the real
/// tree and on deliberately broken copies. Each problem names the file and what to change.
enum HostCallCheck {
    /// The preludes' Lua against the catalog: every `host.NAME` is declared for the prelude using
    /// it, called in its declared shape with declared fields only; entries read only declared
    /// fields of their argument; what a prelude or an entry returns has the declared names.
    static func luaProblems(_ catalog: HostCallCatalog, source: (String) -> String?) -> [String] {
        var problems: [String] = []
        for prelude in catalog.preludes.values.sorted(by: { $0.name < $1.name }) {
            var used = Set<String>()
            var scans: [(file: String, scan: PreludeScan)] = []
            for file in prelude.files {
                guard let text = source("host." + file.replacingOccurrences(of: "/", with: ".")) else {
                    problems.append("\(HostCallCatalog.file): prelude \(prelude.name) lists stdlib/host/\(file).lua, which does not exist")
                    continue
                }
                scans.append((file, PreludeScan(text)))
            }
            let magic = catalog.constants.flatMap { group, values in values.map { ($0.value, "host.\(group).\($0.key)") } }
            for (file, scan) in scans {
                let code = String(scan.code)
                for match in code.matches(of: #/[=~]=\s*(-?\d+)/#) {
                    guard let value = Int(match.1), let name = magic.first(where: { $0.0 == value })?.1 else { continue }
                    let line = code[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
                    problems.append("stdlib/host/\(file).lua:\(line): compares with \(value); name it \(name) (\(HostCallCatalog.file))")
                }
                for use in scan.hostUses {
                    used.insert(use.name)
                    let at = "stdlib/host/\(file).lua:\(use.line): host.\(use.name)"
                    problems += useProblems(use, at: at, declared: prelude.host[use.name], prelude: prelude.name, catalog: catalog)
                }
            }
            for function in prelude.host.values.sorted(by: { $0.name < $1.name }) where !function.byC && !used.contains(function.name) {
                problems.append("\(HostCallCatalog.file): \(prelude.name).host.\(function.name) is declared but no file of the prelude uses it")
            }
            for entry in prelude.entries.values.sorted(by: { $0.name < $1.name }) {
                guard let (file, found) = scans.lazy.compactMap({ scan in scan.scan.function(entry.name).map { (scan.file, $0) } }).first else {
                    problems.append("\(HostCallCatalog.file): entry \(prelude.name).\(entry.name) is not a `local function \(entry.name)(…)` of the prelude")
                    continue
                }
                let at = "stdlib/host/\(file).lua: \(entry.name)"
                if let fields = entry.fields {
                    let param = found.params.first ?? ""
                    if found.params.count != 1 { problems.append("\(at) takes one table of named fields, not (\(found.params.joined(separator: ", ")))") }
                    for read in found.body.members(of: param) where !fields.map(\.name).contains(read.member) {
                        problems.append("\(at) reads \(param).\(read.member), a field \(HostCallCatalog.file) does not declare")
                    }
                } else if let params = entry.params, found.params.count != params.count {
                    problems.append("\(at) takes \(found.params.count) arguments; \(HostCallCatalog.file) declares \(params.count)")
                }
                if let result = entry.result, Set(found.body.lastReturnedKeys ?? []) != Set(result.map(\.name)) {
                    problems.append("\(at) returns { \((found.body.lastReturnedKeys ?? []).sorted().joined(separator: ", ")) }; "
                        + "\(HostCallCatalog.file) declares { \(result.map(\.name).sorted().joined(separator: ", ")) }")
                }
            }
            if prelude.returns.count > 1 {
                let finals = scans.compactMap { scan in scan.scan.finalReturnedKeys.map { (scan.file, $0) } }
                let declared = Set(prelude.returns.map(\.name))
                if finals.count != 1 || Set(finals[0].1) != declared {
                    let found = finals.map { "stdlib/host/\($0.0).lua returns { \($0.1.sorted().joined(separator: ", ")) }" }
                    problems.append("prelude \(prelude.name): \(found.isEmpty ? "no file ends with return { … }" : found.joined(separator: "; ")); "
                        + "\(HostCallCatalog.file) declares { \(declared.sorted().joined(separator: ", ")) }")
                }
            }
        }
        return problems
    }

    static func useProblems(_ use: PreludeScan.HostUse, at: String, declared: HostCallCatalog.Function?, prelude: String,
                            catalog: HostCallCatalog) -> [String] {
        guard let declared else { return ["\(at) is not declared for the \(prelude) prelude in \(HostCallCatalog.file)"] }
        switch use.use {
        case .fields(let keys):
            guard let fields = declared.fields else { return ["\(at){…}: the catalog declares positional arguments, not a table"] }
            let names = fields.map(\.name)
            let required = fields.filter { !$0.type.hasSuffix("?") }.map(\.name)
            return keys.filter { !names.contains($0) }.map { "\(at) passes field \($0), which \(HostCallCatalog.file) does not name" }
                + required.filter { !keys.contains($0) }.map { "\(at) omits field \($0), which \(HostCallCatalog.file) requires" }
        case .call(let count):
            guard let params = declared.params else {
                return ["\(at)(…): the catalog declares \(declared.fields != nil ? "one table of named fields: host.\(use.name){ … }" : "a value, not a function")"]
            }
            return count > params.count ? ["\(at) passes \(count) arguments; \(HostCallCatalog.file) declares \(params.count)"] : []
        case .member(let name):
            guard declared.value != nil, let constants = catalog.constants[use.name] else { return ["\(at).\(name): not a table of constants"] }
            return constants[name] == nil ? ["\(at).\(name) is not a constant of \(HostCallCatalog.file)"] : []
        case .reference:
            return []
        }
    }

    /// Swift's names for the tables that cross (`HostFields` enums) against the catalog.
    static func fieldProblems(_ catalog: HostCallCatalog, types: [any HostFields.Type]) -> [String] {
        var problems: [String] = []
        for type in types {
            let swift = type.names, name = String(describing: type)
            guard let declared = catalog.names(at: type.place) else {
                problems.append("\(name).place \(type.place): \(HostCallCatalog.file) declares no table of named fields there")
                continue
            }
            problems += swift.filter { !declared.contains($0) }.map {
                "\(name) names field \($0) of \(type.place), which \(HostCallCatalog.file) does not declare"
            }
            problems += declared.filter { !swift.contains($0) }.map {
                "\(HostCallCatalog.file) declares field \($0) of \(type.place), which \(name) does not name"
            }
        }
        return problems
    }

    /// The Swift functions each prelude is given (`HostTable.names`) against the catalog.
    static func hostTableProblems(_ catalog: HostCallCatalog, swift: [String: [String]]) -> [String] {
        var problems: [String] = []
        for (prelude, names) in swift.sorted(by: { $0.key < $1.key }) {
            let declared = Set(catalog.preludes[prelude]?.host.keys.map { $0 } ?? [])
            problems += names.filter { !declared.contains($0) }.map { "Swift gives the \(prelude) prelude host.\($0), which \(HostCallCatalog.file) does not declare" }
            problems += declared.subtracting(names).sorted().map { "\(HostCallCatalog.file) declares \(prelude).host.\($0), which Swift does not give" }
        }
        return problems
    }
}

extension HostFields {
    static var names: [String] { allCases.map(\.rawValue) }
}
