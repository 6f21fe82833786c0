/// `UIViewController`'s appearance and restoration methods (V1, V2, W4), from
/// `UIViewController.h`. An app overrides them in a controller made by `UIViewController.new`.
extension UIKitSurface {
    static let viewController: [UIKitEntry] = {
        let h = "UIViewController.h"
        func sim(_ name: String, _ rules: String, since: UIKitVersion = .init(2)) -> UIKitEntry {
            UIKitEntry(name, .viewController, since: since, .simulated, rules: rules, source: h)
        }
        func not(_ name: String, _ since: UIKitVersion, deprecated: UIKitVersion? = nil, use: String? = nil, _ trigger: String,
                 _ rules: String = "V1") -> UIKitEntry {
            UIKitEntry(name, .viewController, since: since, deprecated: deprecated, use: use,
                       .notSimulated(trigger: trigger), rules: rules, source: h)
        }
        return [
            not("loadView", .init(2), "the view being needed for the first time (the simulator makes it for the app)"),
            sim("viewDidLoad", "V1"),
            sim("viewWillAppear:", "V1, L2"),
            not("viewIsAppearing:", .init(13), "the view having been added to the window and laid out, between viewWillAppear: and viewDidAppear:"),
            sim("viewDidAppear:", "V1, L2"),
            sim("viewWillDisappear:", "V1, B3"),
            sim("viewDidDisappear:", "V1, B3"),
            not("viewWillLayoutSubviews", .init(5), "a layout pass"),
            not("viewDidLayoutSubviews", .init(5), "a layout pass"),
            not("viewWillUnload", .init(5), deprecated: .init(6), use: "didReceiveMemoryWarning", "a memory warning unloading a view that is off screen (iOS 5)"),
            not("viewDidUnload", .init(3), deprecated: .init(6), use: "didReceiveMemoryWarning", "a memory warning unloading a view that is off screen (iOS 3–5)"),
            not("didReceiveMemoryWarning", .init(2), "a memory warning reaching each view controller", "M2"),
            not("viewWillTransitionToSize:withTransitionCoordinator:", .init(8), "a rotation or a resize of the window"),
            not("willRotateToInterfaceOrientation:duration:", .init(2), deprecated: .init(8),
                use: "viewWillTransitionToSize:withTransitionCoordinator:", "a rotation"),
            not("didRotateFromInterfaceOrientation:", .init(2), deprecated: .init(8),
                use: "viewWillTransitionToSize:withTransitionCoordinator:", "a rotation"),
            sim("encodeRestorableStateWithCoder:", "W4", since: .init(6)),
            sim("decodeRestorableStateWithCoder:", "W4", since: .init(6)),
            not("applicationFinishedRestoringState", .init(7), "the end of state restoration, after every controller decoded", "W4"),
        ]
    }()
}
