import LifecycleCore
import Testing
@testable import LifecycleTimeline

/// C2: a sub-lane per scene under its app's lane, from hand-built `scene` lines: order of first
/// appearance, colours by scene state, unattached not drawn, at most 8 drawn ("+N more"),
/// hostile names escaped, and an app without scenes drawn as before.
@Suite("Timeline — scene sub-lanes")
struct TimelineSceneTests {
    static func scene(_ t: Double, _ name: String, _ from: SceneState, _ to: SceneState) -> TraceRecord {
        Runs.at(t, .scene(name: name, from: from, to: to))
    }

    @Test("C2: two scenes, two sub-lanes under the app's lane in order of first appearance, bands by state")
    func twoScenes() throws {
        let records = Runs.launch(at: 0) + [
            Self.scene(0, "main", .unattached, .foregroundInactive), Self.scene(0, "main", .foregroundInactive, .foregroundActive),
            Self.scene(1, "todo", .unattached, .foregroundInactive), Self.scene(1, "main", .foregroundActive, .background),
            Self.scene(1, "todo", .foregroundInactive, .foregroundActive), Self.scene(2, "main", .background, .unattached),
            Runs.at(3, .action(verb: "advance", detail: "1")),
        ]
        let svg = try SVGDocument.parse(Runs.render(records))
        let lane = try #require(svg.find("lane", name: "g").first)
        let subs = lane.find("scene-lane", name: "g")
        #expect(subs.map { $0.attributes["data-scene"] } == ["main", "todo"])
        #expect(subs.map { $0.find("scene-name").first?.text } == ["main", "todo"])
        let main = subs[0].find("scene", name: "rect")
        #expect(main.map { $0.classes.last } == ["scene-foregroundInactive", "scene-foregroundActive", "scene-background"],
                "unattached is not drawn")
        #expect(main.map { $0.attributes["fill"] } == [TimelineStyle.color(.inactive), TimelineStyle.color(.active), TimelineStyle.color(.background)])
        #expect(main.last?.title?.contains("scene main: background from 1 s to 2 s") == true)
        #expect(subs[1].find("scene", name: "rect").last?.title?.hasSuffix("to the end (3 s)") == true)
        let labels = subs.compactMap { $0.find("scene-name").first?.number("y") }
        #expect(labels.count == 2 && labels[1] - labels[0] == TimelineStyle.sceneLaneHeight)
        #expect(svg.find("scene-more").isEmpty)
    }

    @Test("C2: a killed app's scenes end with it")
    func killEndsScenes() throws {
        let records = Runs.launch(at: 0) + [
            Self.scene(0, "main", .unattached, .foregroundActive),
            Runs.at(2, .state(from: .active, to: .notRunning)), Runs.at(4, .action(verb: "advance", detail: "1")),
        ]
        let rects = try SVGDocument.parse(Runs.render(records)).find("scene", name: "rect")
        #expect(rects.count == 1)
        #expect(rects.first?.title?.contains("to 2 s") == true)
    }

    @Test("C2: at most 8 sub-lanes, then '+N more'; names with markup and control bytes are escaped")
    func boundedAndEscaped() throws {
        let hostile = "<b>&\"\u{1}\u{7}\n" + String(repeating: "x", count: 5000)
        var records = Runs.launch(at: 0) + [Self.scene(0, hostile, .unattached, .foregroundActive)]
        for index in 0..<200 { records.append(Self.scene(0, "w\(index)", .unattached, .background)) }
        records.append(Self.scene(0, "w3", .background, .unattached))
        let text = Runs.render(records)
        let svg = try SVGDocument.parse(text)
        let subs = svg.find("scene-lane", name: "g")
        #expect(subs.count == TimelineModel.maxSceneLanes)
        #expect(subs.first?.find("scene-name").first?.text.count == 18)
        #expect(svg.find("scene-more").first?.text == "+\(201 - TimelineModel.maxSceneLanes) more")
        #expect(!text.contains("<b>") && !text.contains("\u{1}"))
        #expect(text == Runs.render(records), "deterministic")
    }

    @Test("C1: an app without scenes is drawn byte for byte as before: no sub-lane, the lane's height unchanged")
    func noScenesUnchanged() throws {
        let model = Runs.record(Runs.slowSave).model
        #expect(model.lanes.allSatisfy { $0.scenes.isEmpty && $0.height == TimelineStyle.laneHeight })
        let text = Runs.render(Runs.slowSave)
        #expect(!text.contains("scene"))
    }
}
