-- Exercise 35: The URL method of today (L3, U1, P, N)
--
-- Exercises 03 and 04 received URLs with application:openURL:sourceApplication:annotation:,
-- the method of iOS 4.2 to 8 (and application:handleOpenURL: before it). iOS 9 deprecated both
-- for application:openURL:options:, and it replaces them outright: when the delegate
-- implements it, every URL goes there, at launch (L3) and while the app runs (U1, U2), and
-- neither older method is called again, even when it is still in the delegate (P; the iOS 9
-- method is in UIKit's table of delegate methods, N). The source application is no longer an
-- argument: it is options.UIApplicationOpenURLOptionsSourceApplicationKey (from iOS 13 only
-- when the sending app is from your own team; for anyone else's, Mail or Safari, it is nil).
--
-- This recipe app shows a recipe when it receives recipes://recipe/NAME, and writes what it
-- shows in Documents/showing.txt and which of the team's apps sent the link in
-- Documents/from.txt (its meal planner and its shopping list link to recipes). Last week
-- it adopted a sign-in library, whose setup guide said to add application:openURL:options:
-- for its signin:// callback. Sign-in works; since then no recipe link opens anything.
--
-- With scenes (exercise 30) it goes one step further: a scene app gets its URLs in the scene
-- delegate's scene:openURLContexts: (and, at launch, connectionOptions.URLContexts), never in
-- any of these app delegate methods; iOS 26 deprecates application:openURL:options: too, in
-- favour of scene:openURLContexts:. This app has no scenes yet, so its URLs still come here.
--
-- Builds on: U2
-- Profile: ios13
--
-- Your task: handle every URL in application_openURL_options: the sign-in callback and the
-- recipes, with the sending app from the options; then delete the deprecated method, which
-- UIKit no longer calls. Check with:  lifecycle learn check 35

local Recipes = {}

-- Shows recipes://recipe/NAME; returns true if the URL was understood.
local function show(url)
  local name = url:match("^recipes://recipe/(%w+)$")
  if not name then return false end
  print("showing " .. name)
  FileManager.write("Documents/showing.txt", name)
  return true
end

-- Remembers which app sent the link (a bundle identifier, or nil when the system gives none).
local function remember(sourceApplication)
  FileManager.write("Documents/from.txt", tostring(sourceApplication))
end

function Recipes:application_didFinishLaunchingWithOptions(application, options)
  return true
end

-- Added for the sign-in library's callback.
function Recipes:application_openURL_options(application, url, options)
  if url:find("^signin://") then
    FileManager.write("Documents/signedin.txt", "yes")
    return true
  end
  remember(options.UIApplicationOpenURLOptionsSourceApplicationKey)   -- not an argument any more
  return show(url)                                                   -- L3, P: every URL comes here
end

return Recipes
