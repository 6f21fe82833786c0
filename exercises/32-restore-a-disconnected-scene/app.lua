-- Exercise 32: Restore a disconnected scene (C4, W4)
--
-- A scene in the background may be disconnected by the system to reclaim memory (C4):
-- sceneDidDisconnect: is called (or nothing at all, when the suspended app is purged), the scene
-- and its delegate object are released, but its session stays, with the window in the switcher.
-- When the user comes back, a new scene connects to the same session, with a new delegate
-- object. What the window showed is lost unless the app saved it: right after
-- sceneDidEnterBackground: UIKit asks stateRestorationActivityForScene: for an activity (a table
-- of plist values, { activityType = ..., userInfo = { ... } }), keeps it with the session, and
-- hands it back as session.stateRestorationActivity in scene:willConnectToSession:options:.
-- When the user swipes the window away, the session is discarded and its activity with it: a
-- new window starts fresh, as after a force-quit in W4.
--
-- This search app keeps what the user typed in the search field of each window (in this
-- exercise, sceneDidBecomeActive: types "lua "), and shows it. After the system reclaimed the
-- window, the user finds an empty search field.
--
-- Builds on: C3, W4
-- Profile: ios13
--
-- Your task: return the window's search in an activity from stateRestorationActivityForScene:,
-- and read it back when the scene connects. Check with:  lifecycle learn check 32

local Search = {}
Search.info = { UIApplicationSceneManifest = {
  UIApplicationSupportsMultipleScenes = true,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
    { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }

function Search:application_didFinishLaunchingWithOptions(application, options)
  return true
end

local SceneDelegate = {}

-- What the window shows (the checker reads it).
local function show(scene, query)
  FileManager.write("Documents/screen-" .. scene.name .. ".txt", "search: " .. query)
end

function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
  self.query = ""                                     -- TODO: a reconnected window starts empty (C4)
end

function SceneDelegate:sceneDidBecomeActive(scene)
  self.query = self.query .. "lua "                   -- the user types
  show(scene, self.query)
end

return Search, { SceneDelegate = SceneDelegate }
