import LifecycleCore
import Testing
import TestSupport

/// `modalPresentationStyle` played in process on real Lua apps (V1, P): sheets and popovers on
/// an iPad, a presentation that interrupts the launch's appearance, and the era of each style.
@Suite("Modal presentation styles, played")
struct ModalStylePlayedTests {
    /// `Main` is the root; `Sheet` (its style set to `style`, unless nil) is presented from
    /// `applicationDidBecomeActive:` the `when`-th time it runs. Each appearance method prints.
    static func app(style: String?, when: Int = 1) -> String {
        """
        local App = {}
        local function make(name)
          local vc = UIViewController.new(name)
          for _, m in ipairs({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }) do
            vc[m] = function(self, animated) UIViewController[m](self, animated) print(name .. " " .. m) end
          end
          return vc
        end
        local Main, Sheet = make("Main"), make("Sheet")
        \(style.map { "Sheet.modalPresentationStyle = \"\($0)\"" } ?? "")
        function App:application_didFinishLaunchingWithOptions(application)
          local window = UIWindow.new()
          window.rootViewController = Main
          window:makeKeyAndVisible()
          return true
        end
        local actives = 0
        function App:applicationDidBecomeActive(application)
          actives = actives + 1
          if actives == \(when) then Main:presentViewController(Sheet) end
        end
        return App
        """
    }

    static let launchAppearance = ["Main viewWillAppear", "Main viewDidAppear"]
    static let sheetAppears = ["Sheet viewWillAppear", "Sheet viewDidAppear"]
    static let coverMain = ["Main viewWillDisappear", "Sheet viewWillAppear", "Main viewDidDisappear", "Sheet viewDidAppear"]

    /// The styles of `profile` that are sheets or popovers.
    static func sheets(_ profile: OSProfile) -> [String] { profile.has(since: .ios7) ? ["pageSheet", "formSheet", "popover"] : ["pageSheet", "formSheet"] }

    // MARK: V1 on an iPad

    @Test("V1: on an iPad pageSheet, formSheet and popover never remove the presenter, in any era: Main gets none of the four calls",
          arguments: [OSProfile.ios6, .ios7, .ios13])
    func testV1IPadSheetsKeepThePresenter(profile: OSProfile) {
        for style in Self.sheets(profile) {
            let run = Played(app: Self.app(style: style, when: 2), scenario: "launch() call() decline() advance(1)", profile: profile, device: .ipad)
            #expect(run.status(strict: true) == 0, "\(profile.name) \(style): \(run.error ?? "")")
            #expect(run.trace.records.logs == Self.launchAppearance + Self.sheetAppears, "\(profile.name) \(style)")
        }
    }

    @Test("V1: the same sheets on an iPhone before ios13 take Main out (all four calls); scenario { device = 'ipad' } keeps it in",
          arguments: [OSProfile.ios6, .ios7])
    func testV1IPhoneSheetsCoverBeforeIOS13(profile: OSProfile) {
        for style in Self.sheets(profile) {
            let iphone = Played(app: Self.app(style: style, when: 2), scenario: "launch() call() decline() advance(1)", profile: profile)
            #expect(iphone.trace.records.logs == Self.launchAppearance + Self.coverMain, "\(profile.name) \(style)")
            let declared = Played(app: Self.app(style: style, when: 2), scenario: "scenario { device = 'ipad' } launch() call() decline() advance(1)", profile: profile)
            #expect(declared.trace.records.logs == Self.launchAppearance + Self.sheetAppears, "\(profile.name) \(style)")
        }
    }

    @Test("V1: on an iPad fullScreen and currentContext still remove the presenter", arguments: ["fullScreen", "currentContext"])
    func testV1IPadFullScreenCovers(style: String) {
        let run = Played(app: Self.app(style: style, when: 2), scenario: "launch() call() decline() advance(1)", profile: .ios7, device: .ipad)
        #expect(run.trace.records.logs == Self.launchAppearance + Self.coverMain)
    }

    // MARK: V1 appearance order

    @Test("V1: a full-screen controller presented from applicationDidBecomeActive: at launch: Main never gets viewDidAppear after viewDidDisappear; its pending call is dropped with UIKit's Unbalanced log",
          arguments: [OSProfile.ios6, .ios7, .ios13])
    func testV1NoDidAppearAfterDidDisappear(profile: OSProfile) {
        let run = Played(app: Self.app(style: "fullScreen"), scenario: "launch() advance(1)", profile: profile)
        #expect(run.status() == 0, "\(run.error ?? "")")
        #expect(run.trace.records.logs == ["Main viewWillAppear"] + Self.coverMain)
        let warnings = run.trace.records.warnings.filter { $0.contains("Unbalanced") }
        #expect(warnings.count == 1, "\(run.trace.records.warnings)")
        #expect(warnings.first?.hasPrefix("Unbalanced calls to begin/end appearance transitions for <Main>.") == true)
    }

    @Test("V1: a sheet presented the same way leaves Main in the window: it gets its viewDidAppear, and no warning")
    func testV1SheetAtLaunchKeepsTheDidAppear() {
        let run = Played(app: Self.app(style: nil), scenario: "launch() advance(1)", profile: .ios13)
        #expect(run.trace.records.logs == ["Main viewWillAppear"] + Self.sheetAppears + ["Main viewDidAppear"])
        #expect(!run.trace.records.warnings.contains { $0.contains("Unbalanced") })
    }

    // MARK: P: the era of each style

    @Test("P, V1: a style the profile's UIKit lacks is an error of the app naming the style, its iOS version and its first profile",
          arguments: [(OSProfile.ios6, "overFullScreen", "iOS 8.0, ios7"), (.ios6, "overCurrentContext", "iOS 8.0, ios7"),
                      (.ios6, "popover", "iOS 8.0, ios7"), (.ios6, "custom", "iOS 7.0, ios7"), (.ios6, "automatic", "iOS 13.0, ios13"),
                      (.ios4, "custom", "iOS 7.0, ios7"), (.ios7, "automatic", "iOS 13.0, ios13")])
    func testPStyleBeforeItsEraCrashes(profile: OSProfile, style: String, era: String) {
        let run = Played(app: Self.app(style: style), scenario: "launch()", profile: profile)
        let kill = run.trace.records.kills.first
        #expect(kill?.reason == .crash)
        #expect(kill?.message.contains("app.lua:10:") == true, "\(kill?.message ?? "")")
        #expect(kill?.message.contains("modalPresentationStyle \"\(style)\" (\(era)) does not exist on \(profile.name)") == true, "\(kill?.message ?? "")")
        #expect(run.trace.records.logs.isEmpty)
    }

    @Test("P, V1: each style is accepted from its first profile: custom, the over styles and popover on ios7, automatic on ios13, the iOS 3.2 styles on ios4",
          arguments: [(OSProfile.ios4, ["fullScreen", "pageSheet", "formSheet", "currentContext"]),
                      (.ios7, ["custom", "overFullScreen", "overCurrentContext", "popover"]), (.ios13, ModalPresentationStyle.names)])
    func testPStylesFromTheirEra(profile: OSProfile, styles: [String]) {
        for style in styles {
            let run = Played(app: Self.app(style: style), scenario: "launch() advance(1)", profile: profile)
            #expect(run.trace.records.kills.isEmpty, "\(profile.name) \(style): \(run.trace.records.kills)")
            #expect(run.trace.records.logs.contains("Sheet viewDidAppear"), "\(profile.name) \(style)")
        }
    }
}
