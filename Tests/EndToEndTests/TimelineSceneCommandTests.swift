import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// C2 end to end: `lifecycle run examples/notes-scenes … --profile ios13 --timeline FILE.svg`
/// draws a sub-lane per window under the app's lane, labelled with the scene's name.
@Suite("Timeline command: scenes", .serialized)
struct TimelineSceneCommandTests {
    @Test("C2, C3, C4: notes-scenes has sub-lanes main and todo, todo unattached while disconnected, main gone when closed")
    func notesScenes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["run", "examples/notes-scenes/app.lua", "examples/notes-scenes/scenario.lua",
                                  "--profile", "ios13", "--timeline", path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try TimelineXML.parse(String(contentsOfFile: path, encoding: .utf8))
        let lane = try #require(svg.find("lane").first)
        #expect(lane.attributes["data-app"] == "notes-scenes")
        let subs = lane.find("scene-lane")
        #expect(subs.map { $0.attributes["data-scene"] } == ["main", "todo"])
        #expect(subs.map { $0.find("scene-name").first?.text } == ["main", "todo"])
        let todo = subs[1].find("scene").compactMap { $0.classes.last }
        // todo: opened, side by side, Home, disconnected (not drawn), then brought back to the front.
        #expect(todo.first == "scene-foregroundInactive" && todo.last == "scene-foregroundActive")
        #expect(todo.contains("scene-background"))
        #expect(!todo.contains("scene-unattached"))
        #expect(subs[0].find("scene").last?.title?.contains("scene main: background") == true, "closed from the background")
        #expect(svg.find("lane").count == 1, "one app, one lane")
    }
}
