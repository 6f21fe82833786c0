import LifecycleCore

/// The picture's colours and measures: one colour per state (S1), one per kind of mark.
enum TimelineStyle {
    static func color(_ state: AppState) -> String {
        switch state {
        case .notRunning: return "#e3e3e3"
        case .inactive: return "#f2c14e"
        case .active: return "#3a9d5d"
        case .background: return "#3b7dd8"
        case .suspended: return "#9b72c8"
        }
    }

    /// C2: a scene's band takes the colour of the app state it corresponds to (an unattached
    /// scene is not drawn).
    static func sceneColor(_ state: SceneState) -> String {
        switch state {
        case .unattached: return color(AppState.notRunning)
        case .foregroundInactive: return color(AppState.inactive)
        case .foregroundActive: return color(AppState.active)
        case .background: return color(AppState.background)
        }
    }

    static let hook = "#263238"
    static let otherCode = "#78909c"
    static let budget = "#455a64"
    static let notification = "#c2185b"
    static let violation = "#f57c00"
    static let kill = "#d32f2f"
    static let exit = "#4e342e"
    static let task = "#1a4f9c"
    /// C6: a BGTaskScheduler task the system runs.
    static let bgTask = "#00838f"
    static let action = "#546e7a"
    /// S3: frozen code's dashed outline and hatching, and its ❄ label.
    static let frozen = "#4fa3d1"
    static let frozenText = "#01579b"
    static let passed = "#2e7d32"
    static let text = "#212121"

    // Measures, in pixels.
    static let margin = 16.0
    static let labelColumn = 150.0
    static let rightRoom = 140.0
    static let headerHeight = 54.0
    static let scenarioHeight = 36.0
    static let laneHeight = 92.0
    static let laneGap = 8.0
    /// Inside a lane: two label rows, the state band, the code row, budget labels, tasks.
    static let labelBaselines = [10.0, 21.0]
    static let bandTop = 30.0
    static let bandHeight = 16.0
    static let codeTop = 50.0
    static let codeHeight = 12.0
    static let budgetBaseline = 74.0
    static let taskY = 80.0
    /// Under an app's lane, each scene's sub-lane (C2): its height and its band's.
    static let sceneLaneHeight = 12.0
    static let sceneBandHeight = 8.0

    static let style = """
        <style>
        text{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;fill:#212121}
        .title{font-size:14px;font-weight:bold}
        .sub{font-size:11px;fill:#616161}
        .name{font-size:12px;font-weight:bold}
        .lbl{font-size:10px}
        .small{font-size:9px;fill:#424242}
        .code-lbl{font-size:9px;fill:#ffffff}
        .tick{font-size:10px;fill:#424242}
        </style>

        """

    /// About how wide `text` is at `size` pixels (for placing labels; a little generous).
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.62
    }
}
