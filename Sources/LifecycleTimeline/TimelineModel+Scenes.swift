import LifecycleCore

/// C2: each scene of an app has its own state, drawn as a thin sub-lane under the app's lane.
extension TimelineModel {
    /// The most scene sub-lanes one app's lane draws; the others are counted ("+N more").
    static let maxSceneLanes = 8

    /// One scene: its name (as the trace's `scene` lines give it) and its state changes.
    struct SceneLane: Equatable {
        let name: String
        var changes: [SceneChange]
    }

    struct SceneChange: Equatable {
        let at: Moment
        let state: SceneState
    }
}

extension TimelineModel.Lane {
    /// Rows under the lane: a sub-lane per drawn scene, and one that says how many are not drawn.
    var sceneRows: Int { scenes.count + (hiddenScenes.isEmpty ? 0 : 1) }

    /// The lane's height with its scene sub-lanes: `laneHeight` for an app without scenes.
    var height: Double { TimelineStyle.laneHeight + Double(sceneRows) * TimelineStyle.sceneLaneHeight }
}

extension TimelineRecorder {
    /// A `scene` line (C2): a step in the order of the instant, on the scene's sub-lane, which
    /// the first line naming the scene creates; past `maxSceneLanes` the scene is only counted.
    func addScene(_ record: TraceRecord, name: String, to state: SceneState) {
        let index = lane(record.app, record.time)
        if let scene = model.lanes[index].scenes.firstIndex(where: { $0.name == name }) {
            model.lanes[index].scenes[scene].changes.append(.init(at: moment(record.time, step: true), state: state))
        } else if model.lanes[index].scenes.count < TimelineModel.maxSceneLanes {
            let change = TimelineModel.SceneChange(at: moment(record.time, step: true), state: state)
            model.lanes[index].scenes.append(.init(name: name, changes: [change]))
        } else {
            model.lanes[index].hiddenScenes.insert(name)
        }
    }

    /// The app ended (S1 → notRunning): its scenes end with it, whether or not the trace said so
    /// (a kill does not disconnect them one by one).
    func endScenes(_ index: Int, at: TimelineModel.Moment) {
        for scene in model.lanes[index].scenes.indices where model.lanes[index].scenes[scene].changes.last?.state != .unattached {
            model.lanes[index].scenes[scene].changes.append(.init(at: at, state: .unattached))
        }
    }
}
