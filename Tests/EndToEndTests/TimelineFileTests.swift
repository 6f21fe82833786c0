import Foundation
import Testing

/// `--timeline FILE` never destroys what it should not (docs/security.md, "Writing the trace"):
/// a path that is one of the run's inputs is refused, and the file is replaced whole at the end,
/// through a temporary file beside it, so a run that dies leaves the old file as it was.
@Suite("Timeline file", .serialized)
struct TimelineFileTests {
    private func copy(_ example: String, to folder: URL, as name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: CLI.root.appendingPathComponent(example).path, toPath: path)
        return path
    }

    @Test("H16: --timeline naming the app script, a link to it, or the scenario is exit 2 and the file is untouched")
    func inputsRefused() throws {
        let folder = try Spawned.folder("timeline-inputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try copy("examples/slow-save/app.lua", to: folder, as: "app.lua")
        let scenario = try copy("examples/slow-save/scenario.lua", to: folder, as: "scenario.lua")
        let link = folder.appendingPathComponent("link.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: app)
        let before = try String(contentsOfFile: app, encoding: .utf8)
        for target in [app, scenario, link, folder.path + "/./app.lua"] {
            let result = try CLI.run(["run", app, scenario, "--timeline", target])
            #expect(result.status == 2, "\(target)")
            #expect(result.stderr.contains("error: --timeline: \(target) is one of the run's input files"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "refused before anything runs")
        }
        #expect(try String(contentsOfFile: app, encoding: .utf8) == before)
    }

    @Test("H16, B1: --timeline naming a script the scenario installs is refused, and that script is kept")
    func installedRefused() throws {
        let folder = try Spawned.folder("timeline-installed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try copy("examples/well-behaved/app.lua", to: folder, as: "app.lua")
        let mail = try copy("examples/well-behaved/app.lua", to: folder, as: "mail.lua")
        let scenario = folder.appendingPathComponent("scenario.lua").path
        try "install(\"Mail\", \"mail.lua\")\nlaunch()\n".write(toFile: scenario, atomically: false, encoding: .utf8)
        let result = try CLI.run(["run", app, scenario, "--timeline", mail])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: --timeline: \(mail) is one of the run's input files"), "\(result.stderr)")
        #expect(try String(contentsOfFile: mail, encoding: .utf8).hasPrefix("--"), "still the script")
    }

    @Test("H16: the picture replaces the file only at the end; a run stopped before then leaves it as it was")
    func replacedAtTheEnd() throws {
        let folder = try Spawned.folder("timeline-replace")
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("run.svg").path
        try "old picture".write(toFile: svg, atomically: false, encoding: .utf8)
        let scenario = folder.appendingPathComponent("endless.lua").path
        try "launch()\nwhile true do advance(1) end\n".write(toFile: scenario, atomically: false, encoding: .utf8)
        let spawned = try Spawned(["run", "examples/well-behaved/app.lua", scenario, "--timeline", svg, "--format", "jsonl"],
                                  stdout: FileHandle.nullDevice)
        Thread.sleep(forTimeInterval: 1)
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == "old picture", "not truncated before the run")
        spawned.process.terminate()
        #expect(spawned.wait())
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == "old picture")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["endless.lua", "run.svg"],
                "no temporary file left")

        let finished = try CLI.run(["run", "examples/slow-save/app.lua", "examples/slow-save/scenario.lua", "--timeline", svg])
        #expect(finished.status == 1)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["endless.lua", "run.svg"])
    }
}
