import LifecycleCore

/// The scene sub-lanes under an app's lane (C2): one thin band per scene, labelled with its
/// name, coloured by its state as the app's band is (foregroundActive as active,
/// foregroundInactive as inactive, background as background); an unattached scene is not drawn.
/// Past `TimelineModel.maxSceneLanes` scenes, a last row says how many more there are. An app
/// without scenes gets nothing here, so its lane is drawn as before.
struct SceneLaneRenderer {
    let model: TimelineModel
    let layout: TimeLayout
    let left: Double

    func draw(_ lane: TimelineModel.Lane, top: Double, into svg: inout SVGWriter) {
        for (row, scene) in lane.scenes.enumerated() {
            let y = top + TimelineStyle.laneHeight + Double(row) * TimelineStyle.sceneLaneHeight
            svg.open("g", [("class", "scene-lane"), ("data-scene", scene.name)])
            let name = scene.name.count > 18 ? String(scene.name.prefix(17)) + "…" : scene.name
            svg.element("text", [("class", "small scene-name"), ("x", (TimelineStyle.margin + 10).svg), ("y", (y + 8).svg)],
                        title: "scene \(scene.name) of \(lane.name)", text: name)
            drawBand(scene, lane: lane.name, y: y, into: &svg)
            svg.close("g")
        }
        guard !lane.hiddenScenes.isEmpty else { return }
        let y = top + TimelineStyle.laneHeight + Double(lane.scenes.count) * TimelineStyle.sceneLaneHeight
        let more = lane.hiddenScenes.count
        svg.element("text", [("class", "small scene-more"), ("x", (TimelineStyle.margin + 10).svg), ("y", (y + 8).svg)],
                    title: "\(more) more scene\(more == 1 ? "" : "s") of \(lane.name) not drawn (at most \(TimelineModel.maxSceneLanes) per app)",
                    text: "+\(more) more")
    }

    /// Each state from its change to the next, the last to the end; unattached stretches left out.
    private func drawBand(_ scene: TimelineModel.SceneLane, lane: String, y: Double, into svg: inout SVGWriter) {
        let bandY = (y + (TimelineStyle.sceneLaneHeight - TimelineStyle.sceneBandHeight) / 2).svg
        for (index, change) in scene.changes.enumerated() where change.state != .unattached {
            let next = index + 1 < scene.changes.count ? scene.changes[index + 1].at : nil
            let start = layout.x(change.at)
            let end = next.map(layout.x) ?? layout.width
            guard end > start else { continue }
            let until = next.map { TimeText.tick(model.time($0)) } ?? "the end (\(TimeText.tick(layout.end)))"
            let title = "\(lane) · scene \(scene.name): \(change.state.rawValue) from \(TimeText.tick(model.time(change.at))) to \(until)"
            svg.element("rect", [("class", "scene scene-\(change.state.rawValue)"), ("x", (left + start).svg), ("y", bandY),
                                 ("width", (end - start).svg), ("height", TimelineStyle.sceneBandHeight.svg),
                                 ("fill", TimelineStyle.sceneColor(change.state))], title: title)
        }
    }
}
