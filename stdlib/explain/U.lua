-- Explanations of the U rules (URLs while running), shown by `lifecycle explain`.
return {
  U1 = {
    title = "A URL for a background app brings it to the front first",
    text = [[
If a URL is opened while the app is in the background or suspended, the system first brings it
forward (applicationWillEnterForeground:), then delivers the URL, then calls
applicationDidBecomeActive:. No launch happens, so reading the launch options is not enough: the
app must implement a URL method: application:openURL:options: (iOS 9 and later, profile ios7 on;
when implemented it is the only one called), openURL:sourceApplication:annotation: or
handleOpenURL:. Without any, the simulator writes a warning that the URL was dropped.
Source: Apple's UIApplicationDelegate reference, application:openURL:options:.]],
    breaks = [[
local App = {}
function App:application_didFinishLaunchingWithOptions(application, options)
  local url = options.UIApplicationLaunchOptionsURLKey
  if url then print("showing " .. url) end   -- only sees URLs that launch the app
  return true
end
return App   -- a URL for the suspended app is dropped]],
    fix = [[
local App = {}
function App:application_openURL_sourceApplication_annotation(application, url, source, annotation)
  print("showing " .. url .. " (state " .. application.applicationState .. ")")
  return true
end
function App:application_handleOpenURL(application, url)   -- iOS 4.1 and older
  print("showing " .. url)
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Inter-App Communication": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/Inter-AppCommunication/Inter-AppCommunication.html]],
  },

  U2 = {
    title = "A URL for an active app is delivered directly",
    text = [[
When the app is already active, the URL method is called straight away: there is no
applicationWillEnterForeground: and no applicationDidBecomeActive: around it. An app that only
stores the URL and acts on it at activation will therefore sit on it until the next time it leaves
and comes back. Handle the URL in the URL method itself.]],
    breaks = [[
local App = {}
local pending
function App:application_openURL_sourceApplication_annotation(application, url, source, annotation)
  pending = url                      -- waits for an activation that does not come
  return true
end
function App:applicationDidBecomeActive(application)
  if pending then print("showing " .. pending); pending = nil end
end
return App]],
    fix = [[
local App = {}
function App:application_openURL_sourceApplication_annotation(application, url, source, annotation)
  print("showing " .. url)           -- act now, whatever the state
  return true
end
return App]],
    source = [[App Programming Guide for iOS, "Inter-App Communication": https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/Inter-AppCommunication/Inter-AppCommunication.html]],
  },
}
