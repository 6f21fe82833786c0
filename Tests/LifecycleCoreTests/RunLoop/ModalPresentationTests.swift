import Testing

@testable import LifecycleCore
import TestSupport

/// V1: the presented controller's `modalPresentationStyle` decides whether the presenter leaves
/// the window, and so which controllers get the appearance methods, era by era (the device is an
/// iPhone).
@Suite("V1 — modal presentation styles")
struct ModalPresentationTests {
    /// What one presentation and its dismissal did: the controller methods run at each, and the
    /// window's views while presented and after.
    struct Played {
        let present, dismiss: [String]
        let during, after: [String]
        let app: App
    }

    /// `screenApp` with a `Detail` controller (its style set to `style`, unless nil) that `Main`
    /// presents 1 s after launch; `dismisser` dismisses it 1 s later.
    static func play(_ profile: OSProfile, _ style: ModalPresentationStyle?, dismisser: String = "Detail") -> Played {
        let loader = screenApp(also: { s in
            let detail = s.addController("Detail")
            if let style { s.setModalPresentationStyle(detail, style) }
        })
        let present = loader.register(does { s in _ = s.present(s.id("Detail"), from: s.id("Main")) })
        let dismiss = loader.register(does { s in s.dismissController(s.id(dismisser)) })
        loader.hooks[.didBecomeActive] = does { s in
            s.dispatch(present, queue: .main, after: .seconds(1))
            s.dispatch(dismiss, queue: .main, after: .seconds(2))
        }
        let (device, sink) = launched(loader, profile: profile)
        let app = device.app
        func window() -> [String] { app.views.windowViews.compactMap { app.views[$0]?.name } }
        device.advance(.seconds(1))
        let presented = sink.controllerRuns, during = window()
        sink.reset()
        device.advance(.seconds(1))
        return Played(present: presented, dismiss: sink.controllerRuns, during: during, after: window(), app: app)
    }

    static let covering = (present: ["Main viewWillDisappear", "Detail viewWillAppear", "Main viewDidDisappear", "Detail viewDidAppear"],
                           dismiss: ["Detail viewWillDisappear", "Main viewWillAppear", "Detail viewDidDisappear", "Main viewDidAppear"])
    static let over = (present: ["Detail viewWillAppear", "Detail viewDidAppear"],
                       dismiss: ["Detail viewWillDisappear", "Detail viewDidDisappear"])

    @Test("V1: on ios13 the default style (automatic) is a sheet: the presenter stays in the window and gets none of the four calls")
    func automaticIsASheetOnIOS13() {
        let run = Self.play(.ios13, nil)
        #expect(run.present == Self.over.present)
        #expect(run.dismiss == Self.over.dismiss)
        #expect(run.during == ["Main.view", "Detail.view"])
        #expect(run.after == ["Main.view"])
        #expect(run.app.views[run.app.id("Detail.view")]?.parent == .detached)
    }

    @Test("V1: before ios13 the default style is full screen: the presenter leaves the window and gets all four calls", arguments: [OSProfile.ios6, .ios7])
    func defaultIsFullScreenBeforeIOS13(profile: OSProfile) {
        let run = Self.play(profile, nil)
        #expect(run.present == Self.covering.present)
        #expect(run.dismiss == Self.covering.dismiss)
        #expect(run.during == ["Detail.view"])
        #expect(run.after == ["Main.view"])
    }

    @Test("V1: fullScreen takes the presenter out of the window in every era, ios13 included", arguments: [OSProfile.ios6, .ios7, .ios13])
    func fullScreenCoversInEveryEra(profile: OSProfile) {
        let run = Self.play(profile, .fullScreen)
        #expect(run.present == Self.covering.present)
        #expect(run.dismiss == Self.covering.dismiss)
        #expect(run.during == ["Detail.view"])
    }

    @Test("V1: overFullScreen, overCurrentContext and custom (which exist from ios7) never take the presenter out: only the presented controller appears and disappears",
          arguments: [OSProfile.ios7, .ios13], [ModalPresentationStyle.overFullScreen, .overCurrentContext, .custom])
    func overStylesKeepThePresenter(profile: OSProfile, style: ModalPresentationStyle) {
        let run = Self.play(profile, style)
        #expect(run.present == Self.over.present)
        #expect(run.dismiss == Self.over.dismiss)
        #expect(run.during == ["Main.view", "Detail.view"])
        #expect(run.after == ["Main.view"])
    }

    @Test("V1: on an iPhone pageSheet, formSheet and popover are full screen before ios13 and sheets from ios13",
          arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover])
    func sheetsOnAnIPhone(style: ModalPresentationStyle) {
        for profile in [OSProfile.ios6, .ios7] {
            #expect(Self.play(profile, style).present == Self.covering.present, "\(profile.name)")
        }
        #expect(Self.play(.ios13, style).present == Self.over.present)
    }

    @Test("V1: dismissViewController on the presenter dismisses what it presents, as on the presented controller")
    func dismissFromThePresenter() {
        let run = Self.play(.ios7, nil, dismisser: "Main")
        #expect(run.dismiss == Self.covering.dismiss)
        #expect(run.after == ["Main.view"])
        #expect(run.app.controllers[run.app.id("Main")]?.presented == nil)
    }

    @Test("V1: modalPresentationStyle reads fullScreen unset before ios13; from ios13 automatic, read back as the sheet it resolves to")
    func reading() {
        #expect(ModalPresentationStyle.reading(nil, on: .ios7) == .fullScreen)
        #expect(ModalPresentationStyle.reading(nil, on: .ios6) == .fullScreen)
        #expect(ModalPresentationStyle.reading(nil, on: .ios13) == .pageSheet)
        #expect(ModalPresentationStyle.reading(.automatic, on: .ios13) == .pageSheet)
        #expect(ModalPresentationStyle.reading(.automatic, on: .ios7) == .fullScreen)
        #expect(ModalPresentationStyle.reading(.overFullScreen, on: .ios7) == .overFullScreen)
    }

    @Test("V1: a value that names no style is refused with the list of UIKit's names and a near miss")
    func refusal() {
        let message = ModalPresentationStyle.refusal(of: "pagesheet", given: "\"pagesheet\"")
        #expect(message.hasPrefix("modalPresentationStyle must be one of \"automatic\", \"fullScreen\", \"pageSheet\""))
        #expect(message.hasSuffix("got \"pagesheet\" (did you mean \"pageSheet\"?)"))
        #expect(!ModalPresentationStyle.refusal(of: nil, given: "a table").contains("did you mean"))
    }

    @Test("V1: on an iPad pageSheet, formSheet and popover never remove the presenter, in any era; fullScreen and currentContext do")
    func testV1IPadSheetsNeverRemoveThePresenter() {
        for profile in OSProfile.all {
            for style in [ModalPresentationStyle.pageSheet, .formSheet, .popover] {
                #expect(!style.removesPresenter(on: profile, device: .ipad), "\(profile.name) \(style)")
                #expect(style.removesPresenter(on: profile, device: .iphone) == !profile.has(since: .ios13), "\(profile.name) \(style)")
            }
            #expect(ModalPresentationStyle.fullScreen.removesPresenter(on: profile, device: .ipad))
            #expect(ModalPresentationStyle.currentContext.removesPresenter(on: profile, device: .ipad))
        }
    }

    @Test("P, V1: each style's era is its UIModalPresentation constant's in the catalog (UIViewController.h)")
    func testPStyleEras() throws {
        let introduced = Dictionary(uniqueKeysWithValues: ModalPresentationStyle.allCases.map { ($0, $0.entry?.introduced) })
        #expect(introduced[.fullScreen] == UIKitVersion(3, 2) && introduced[.currentContext] == UIKitVersion(3, 2))
        #expect(introduced[.custom] == UIKitVersion(7) && introduced[.popover] == UIKitVersion(8))
        #expect(introduced[.overFullScreen] == UIKitVersion(8) && introduced[.automatic] == UIKitVersion(13))
        #expect(ModalPresentationStyle.overFullScreen.constantName == "UIModalPresentationOverFullScreen")
        #expect(ModalPresentationStyle.overFullScreen.eraRefusal(on: .ios6)?.hasPrefix("modalPresentationStyle \"overFullScreen\" (iOS 8.0, ios7) does not exist on ios6") == true)
        #expect(ModalPresentationStyle.automatic.eraRefusal(on: .ios7)?.contains("(iOS 13.0, ios13)") == true)
        #expect(ModalPresentationStyle.allCases.allSatisfy { $0.eraRefusal(on: .ios13) == nil })
        #expect(ModalPresentationStyle.custom.exists(on: .ios7) && !ModalPresentationStyle.custom.exists(on: .ios6))
    }
}
