-- A two-window notes app on ios13 (C1-C5): each window is a scene with its own delegate object
-- and its own note; a window's note survives the system disconnecting its scene (C4) through
-- the activity stateRestorationActivityForScene: returns, and every note is also written to a
-- file when its window goes to the background (B7). Run with --profile ios13.
local AppDelegate = {}
AppDelegate.info = { UIApplicationSceneManifest = {
  UIApplicationSupportsMultipleScenes = true,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
    { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }

function AppDelegate:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function AppDelegate:application_didDiscardSceneSessions(application, sessions)
  for _, session in ipairs(sessions) do
    FileManager.remove("Documents/" .. session.persistentIdentifier .. ".txt")
  end
end

local SceneDelegate = {}

function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
  local activity = session.stateRestorationActivity
  self.note = activity and activity.userInfo.note or ""
  print(scene.name .. " opens with '" .. self.note .. "'")
end

function SceneDelegate:sceneDidBecomeActive(scene)
  self.note = self.note .. scene.name .. "+"   -- the user types in this window
end

function SceneDelegate:sceneDidEnterBackground(scene)
  FileManager.write("Documents/" .. scene.session.persistentIdentifier .. ".txt", self.note)
end

function SceneDelegate:stateRestorationActivityForScene(scene)
  return { activityType = "com.example.notes.editing", userInfo = { note = self.note } }
end

return AppDelegate, { SceneDelegate = SceneDelegate }
