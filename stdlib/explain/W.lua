-- Explanations of the W rules (woken in the background, and state restoration), shown by
-- `lifecycle explain`.
return {
  W4 = {
    title = "State restoration: saved at Home, restored at launch, deleted by a force-quit",
    text = [[
From iOS 6 (profile ios6 and later) UIKit can bring an app's UI back as the user left it, after
the system killed the app in the background. The app opts in by returning true from
application:shouldSaveApplicationState: and application:shouldRestoreApplicationState:. When the
app enters the background (after applicationDidEnterBackground: and the snapshot, within the
same 5 s, B4), each view controller in the window that has a restorationIdentifier (the root, and
what is presented on it, as long as each has one) gets encodeRestorableStateWithCoder: and
writes strings, numbers, booleans and tables of those into the coder. At the next launch,
between application:willFinishLaunchingWithOptions: and application:didFinishLaunchingWithOptions:,
the controllers with the same restoration path get decodeRestorableStateWithCoder: with what
they saved; so the window and its root view controller must exist when willFinishLaunching
returns. The saved state lives in the app's container: a jetsam or watchdog kill keeps it. But
the system deletes it when the user kills the app from the switcher (user_kill()), and when the
launch that restored it crashes (so that it cannot crash every launch). So restoration is for
where the user was, never for their data: a force-quit throws it away, and the user's draft must
be in a file (B7). The trace shows every encode, decode and discard with a `restoration` line.
On ios3 and ios4 the methods are never called and nothing is saved.]],
    breaks = [[
local App = {}
local notes = UIViewController.new("Notes")
notes.restorationIdentifier = "notes"
local open = 3                                       -- the note on screen
function notes:encodeRestorableStateWithCoder(coder)
  UIViewController.encodeRestorableStateWithCoder(self, coder)
  coder:encodeInteger_forKey(open, "open")
end
function App:application_shouldSaveApplicationState(application, coder) return true end
function App:application_shouldRestoreApplicationState(application, coder) return true end
function App:application_didFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = notes         -- too late: restoration already ran
  return true
end
return App]],
    fix = [[
local App = {}
local notes = UIViewController.new("Notes")
notes.restorationIdentifier = "notes"
local open = 3                                       -- the note on screen
function notes:encodeRestorableStateWithCoder(coder)
  UIViewController.encodeRestorableStateWithCoder(self, coder)
  coder:encodeInteger_forKey(open, "open")
end
function notes:decodeRestorableStateWithCoder(coder)
  UIViewController.decodeRestorableStateWithCoder(self, coder)
  open = coder:decodeIntegerForKey("open")
end
function App:application_shouldSaveApplicationState(application, coder) return true end
function App:application_shouldRestoreApplicationState(application, coder) return true end
function App:application_willFinishLaunchingWithOptions(application, options)
  UIWindow.new().rootViewController = notes         -- in place before restoration
  return true
end
return App]],
  },
}
