-- Explanations of the V rules (view controllers), for `lifecycle explain`.
return {
  V1 = {
    title = "View controller callbacks, and overrides call the superclass",
    text = [[
viewDidLoad runs once, when a controller's view is first loaded; viewWillAppear and viewDidAppear
surround each appearance, viewWillDisappear and viewDidDisappear each disappearance. "Appear"
means the view enters a window's view hierarchy, whatever the application state: in a background
launch too (L2). Home and return call none of them (an app that exits instead does, B3). An
override must call UIViewController's method, which does UIKit's own bookkeeping. One-time setup
belongs in viewDidLoad, not in viewWillAppear. The simulator writes a V1 violation naming an
override that did not call the superclass.
Presenting: the presented controller's modalPresentationStyle decides whether the presenter
leaves the window. From iOS 13 (ios13) the default, "automatic", resolves to a sheet (a page
sheet; a form sheet from iOS 18): the presenter stays and gets none of the four calls when another
is presented over it or dismissed. "fullScreen", the default before iOS 13 (and what sheets and
popovers become on an iPhone before iOS 13), removes it: it gets all four. "overFullScreen",
"overCurrentContext" and "custom" never remove it: only the presented controller appears and
disappears. On an iPad (--device ipad) page sheets, form sheets and popovers never remove the
presenter, in any era. Each style exists from its iOS version in UIViewController.h: "custom"
iOS 7.0, "overFullScreen", "overCurrentContext" and "popover" iOS 8.0 (ios7), "automatic" iOS 13.0;
setting one the profile lacks is an error of the app (P). Code that refreshes the presenter in
viewWillAppear: after a dismissal stops running on iOS 13.
A controller never gets viewDidAppear after viewDidDisappear: one presented over at launch from
applicationDidBecomeActive loses the launch's pending viewDidAppear, with UIKit's log "Unbalanced
calls to begin/end appearance transitions for <Main>." as a warning.
Source: Apple, UIViewController.h (modalPresentationStyle, UIModalPresentationStyle) and the
UIModalPresentationStyle reference (pageSheet, formSheet: "A part of the background content always remains visible" in a
regular-width size class, an iPad's); View Controller Programming Guide for iOS ("Presenting a View
Controller"); the "Unbalanced calls" log: stackoverflow.com/questions/9088465.]],
    breaks = [[
local vc = UIViewController.new("Main")
function vc:viewWillAppear(animated)
  -- no UIViewController.viewWillAppear(self, animated): violation V1
  self.view:addSubview(UIView.new{ name = "list" })   -- and a new list each time
end]],
    fix = [[
local vc = UIViewController.new("Main")
function vc:viewDidLoad()
  UIViewController.viewDidLoad(self)
  self.view:addSubview(UIView.new{ name = "list" })   -- once, when the view loads
end
function vc:viewWillAppear(animated)
  UIViewController.viewWillAppear(self, animated)
  print("about to appear")
end]],
    source = [[UIViewController: https://developer.apple.com/documentation/uikit/uiviewcontroller]],
  },

  V2 = {
    title = "Create the root view controller during launch",
    text = [[
The window's root view controller is created and set in
application:didFinishLaunchingWithOptions:, so the first screen is ready before the app becomes
active and is what the launch animation gives way to. A window without one at the end of launch:
from iOS 9 (ios7 and later here) UIKit raises NSInternalInconsistencyException, "Application
windows are expected to have a root view controller at the end of application launch": the app
crashes (a kill citing V2). iOS 5 to 8 (ios6) only logged "Applications are expected to have a
root view controller at the end of application launch" (a V2 violation here); iOS 4 said nothing.
rootViewController itself exists from iOS 4: on ios3 setting or reading it is an unrecognized
selector (a crash citing P), and an app adds its controller's view with window:addSubview.
Source: Apple, UIWindow.h (rootViewController, API_AVAILABLE ios 4.0); the iOS 5 log line on
Stack Overflow 8548582; the iOS 9 exception in GSTouchesShowingWindow#7 and RRFPSBar#10.]],
    breaks = [[
local App = {}
local window = UIWindow.new()
function App:applicationDidBecomeActive(application)
  window.rootViewController = UIViewController.new("Main")   -- too late: V2
  window:makeKeyAndVisible()
end
return App]],
    fix = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = UIViewController.new("Main")
  window:makeKeyAndVisible()
  return true
end
return App]],
    source = [[UIWindow, rootViewController: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
a report of the iOS 9 launch exception ("Application windows are expected to have a root view controller at the end of application launch"): https://github.com/kconner/KMCGeigerCounter/issues/17]],
  },
}
