import ArgumentParser
import LifecycleLua
import LifecycleOutput
import LifecycleTools

/// `lifecycle types DIR`: writes lua-language-server definitions of the whole app and scenario
/// API (`DIR/.lifecycle/types/{sandbox,app,scenario}.lua`, from the catalog in stdlib/api/) and
/// points `DIR/.luarc.json` at them, merging into an existing file. Every doc cites its rules
/// (B4, L3, …), and `DIR/.luacheckrc` lists the globals for luacheck. DIR is created when
/// missing. Every file is written by the write rule (`Platform.write`: never through a link
/// below DIR, H28), and every path shown is made visible (H27). Output is the same for the same
/// catalog, byte for byte.
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Write lua-language-server definitions of the app and scenario API.",
        discussion: """
            Writes DIR/\(LuaStubWriter.folder)/sandbox.lua, app.lua and scenario.lua (---@meta files) and \
            adds them to DIR/.luarc.json (runtime Lua 5.4, workspace.library; the libraries the sandbox \
            lacks are turned off), keeping the file's other settings, and writes DIR/.luacheckrc for \
            luacheck (unless the folder has one of its own). Creates DIR if it does not exist. Run it \
            again after upgrading lifecycle.
            """
    )

    @Argument(help: "The folder to write into (your scripts' folder, the editor's workspace).")
    var dir: String

    func run() throws {
        if !Platform.fileExists(dir), !Platform.makeDirectory(dir) {
            fail("cannot create the folder \(dir): \(Platform.errorText()); name a folder you can write")
        }
        guard Platform.isDirectory(dir) else { fail("\(dir) is not a folder; name a folder") }
        let files: [LuaStubWriter.File]
        switch LuaStubWriter.files() {
        case .success(let written): files = written
        case .failure(let error): fail("lifecycle host bug: \(error.message)")
        }
        let root = dir.count > 1 && dir.hasSuffix("/") ? String(dir.dropLast()) : dir
        let rcPath = root + "/.luarc.json"
        let existing: String?
        let rc: String
        do {
            existing = try Platform.readFileIfPresent(rcPath)
        } catch {
            fail("\(error)")
        }
        do {
            if let existing, let line = TypesCommand.tooDeep(existing) {
                throw PlatformError(message: "line \(line): nested more than \(TypesCommand.maxNesting) levels deep")
            }
            rc = try LuaStubWriter.luarc(merging: existing)
        } catch {
            fail("\(rcPath): \(error); fix it (or remove it) and run lifecycle types again")
        }
        // Every file by the write rule, below DIR and never through a link there (H28); all of
        // them checked before the first is written, so a refusal leaves the folder as it was.
        let stubs = files.map { (WriteTarget(in: root, $0.path, createsFolders: true), $0.text) }
        let rcTarget = WriteTarget(in: root, ".luarc.json")
        for target in stubs.map(\.0) + [rcTarget] {
            if let problem = Platform.writeProblem(target) { fail("\(problem); then run lifecycle types again") }
        }
        do {
            for (target, text) in stubs {
                try Platform.write(text, to: target)
                Platform.writeStdout("wrote \(SafeText.line(target.path))\n")
            }
            try Platform.write(rc, to: rcTarget)
            Platform.writeStdout("\(existing == nil ? "wrote" : "updated") \(SafeText.line(rcPath))\n")
            try writeLuacheckrc(root)
        } catch {
            fail("\(error)")
        }
    }

    /// `.luacheckrc` for luacheck, unless the folder has one lifecycle did not write.
    private func writeLuacheckrc(_ root: String) throws {
        let target = WriteTarget(in: root, ".luacheckrc")
        let path = target.path, shown = SafeText.line(target.path)
        let text: String
        switch LuaStubWriter.luacheckrc() {
        case .success(let written): text = written
        case .failure(let error): fail("lifecycle host bug: \(error.message)")
        }
        let existing: String?
        do {
            existing = try Platform.readFileIfPresent(path)
        } catch {
            Platform.writeStdout("kept \(shown): \(SafeText.line("\(error)"))\n")
            return
        }
        if let existing, !existing.hasPrefix(LuaStubWriter.luacheckHeader) {
            Platform.writeStdout("kept \(shown): lifecycle types did not write it (remove it, or run lifecycle types in an empty folder and copy its read_globals)\n")
            return
        }
        try Platform.write(text, to: target)
        Platform.writeStdout("\(existing == nil ? "wrote" : "updated") \(shown)\n")
    }

    private func fail(_ message: String) -> Never {
        Platform.writeStderr("error: \(SafeText.lines(message))\n")
        Platform.exit(2)
    }

    /// How deep objects and arrays may nest in a `.luarc.json` (docs/security.md, "Files and
    /// input"). lua-language-server's settings nest three levels; the JSON reader recurses once
    /// per level, so a file nested thousands deep would exhaust the stack.
    static let maxNesting = 64

    /// The line at which `text` nests deeper than `maxNesting`, or nil. A scan without
    /// recursion, before the recursive reader sees the file: brackets inside strings do not count.
    static func tooDeep(_ text: String) -> Int? {
        var depth = 0, line = 1, inString = false, escaped = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped { escaped = false }
                else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maxNesting { return line }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return nil
    }
}
