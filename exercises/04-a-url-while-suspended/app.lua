-- Exercise 04: A URL while you are away (U1, U2)
--
-- URLs do not only arrive at launch. When another app opens a URL of yours while your app is in
-- the background or suspended, iOS brings it back to the foreground first
-- (applicationWillEnterForeground:), then delivers the URL to
-- application:openURL:sourceApplication:annotation:, and only then calls
-- applicationDidBecomeActive: (U1). If your app is already active, the URL is simply delivered
-- (U2). No launch options are involved: the app is already running, so didFinishLaunching is
-- not called again.
--
-- This maps app shows the place named by a maps://place/NAME link and saves it in
-- Documents/showing.txt. It has no URL method at all, so every link that reaches it while it
-- runs is dropped (the trace says so).
--
-- Your task: implement application_openURL_sourceApplication_annotation(application, url,
-- sourceApplication, annotation). Show the place with the show(url) helper and return what it
-- returns. (On iOS 4.1 and older the system called application:handleOpenURL: instead; you do
-- not need it here.)
-- Check with:  lifecycle learn check 4

local Maps = {}

-- Shows maps://place/NAME; returns true if the URL was understood.
local function show(url)
  local place = url:match("^maps://place/(%w+)$")
  if not place then return false end
  print("showing " .. place)
  FileManager.write("Documents/showing.txt", place)
  return true
end

function Maps:application_didFinishLaunchingWithOptions(application, options)
  return true
end

-- TODO: receive URLs with application:openURL:sourceApplication:annotation:

function Maps:applicationWillEnterForeground(application)
  print("will enter foreground")
end

return Maps
