import Foundation
import Testing
import TestSupport

/// The built binary on `modalPresentationStyle` (V1, P): an iPad's sheets keep the presenter,
/// a presentation that interrupts the launch's appearance, a style before its era.
/// ModalStylePlayedTests plays each era in process.
@Suite("Modal presentation styles, end to end", .serialized)
struct ModalStyleEndToEndTests {
    /// `Main` presents `Sheet` (with `style`) from the `when`-th `applicationDidBecomeActive:`.
    static func app(_ style: String, when: Int) -> String {
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
        local actives = 0
        function App:application_didFinishLaunchingWithOptions(application)
          local window = UIWindow.new()
          window.rootViewController = Main
          window:makeKeyAndVisible()
          return true
        end
        function App:applicationDidBecomeActive(application)
          actives = actives + 1
          if actives ~= \(when) then return end
          Sheet.modalPresentationStyle = "\(style)"
          Main:presentViewController(Sheet)
        end
        return App
        """
    }

    static func events(_ style: String, when: Int, _ scenario: String, _ options: [String]) throws -> [[String: Any]] {
        try CLI.events(try EraEdgeTests.play(Self.app(style, when: when), scenario, options))
    }

    static func logs(_ events: [[String: Any]]) -> [String] {
        events.filter { $0["event"] as? String == "log" }.compactMap { $0["text"] as? String }
    }

    @Test("V1: --device ipad on ios7: a pageSheet presented after a call leaves Main in the window (no call to Main); on an iPhone Main gets viewWillDisappear/viewDidDisappear")
    func testV1IPadPageSheetKeepsThePresenter() throws {
        let scenario = "launch() call() decline() advance(1)"
        let ipad = Self.logs(try Self.events("pageSheet", when: 2, scenario, ["--profile", "ios7", "--device", "ipad"]))
        #expect(ipad == ["Main viewWillAppear", "Main viewDidAppear", "Sheet viewWillAppear", "Sheet viewDidAppear"])
        let iphone = Self.logs(try Self.events("pageSheet", when: 2, scenario, ["--profile", "ios7"]))
        #expect(iphone.contains("Main viewWillDisappear") && iphone.contains("Main viewDidDisappear"))
    }

    @Test("V1: fullScreen presented from applicationDidBecomeActive: at launch on ios7: no viewDidAppear after viewDidDisappear, and UIKit's Unbalanced warning")
    func testV1LaunchAppearanceInterrupted() throws {
        let events = try Self.events("fullScreen", when: 1, "launch() advance(1)", ["--profile", "ios7"])
        #expect(Self.logs(events) == ["Main viewWillAppear", "Main viewWillDisappear", "Sheet viewWillAppear", "Main viewDidDisappear", "Sheet viewDidAppear"])
        let warnings = events.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for <Main>.") }, "\(warnings)")
    }

    @Test("P, V1: overFullScreen on ios6 is a crash naming the style, iOS 8.0 and ios7; on ios7 it runs")
    func testPOverFullScreenOnIOS6() throws {
        let events = try Self.events("overFullScreen", when: 1, "launch()", ["--profile", "ios6"])
        let kill = try #require(events.first { $0["event"] as? String == "kill" })
        #expect(kill["reason"] as? String == "crash")
        #expect((kill["message"] as? String)?.contains("modalPresentationStyle \"overFullScreen\" (iOS 8.0, ios7) does not exist on ios6") == true, "\(kill)")
        let ios7 = try Self.events("overFullScreen", when: 1, "launch()", ["--profile", "ios7"])
        #expect(!ios7.contains { $0["event"] as? String == "kill" })
    }
}
