-- Exercise 31: A draft per window (C3, C2)
--
-- With UIApplicationSupportsMultipleScenes the user can open a second window of the app, and a
-- third (C3). Each window is a scene with its own session, its own state (C2) and its own scene
-- delegate object: UIKit makes one instance of the delegate class per scene, and calls each
-- scene's methods on its own object. What belongs to one window must be kept per window: on the
-- scene delegate object (self), or in a table keyed by scene.session.persistentIdentifier. A
-- module-level variable is shared by every window of the process.
--
-- This notes app gives each window a draft, and saves it when the window goes to the background.
-- The user types in a window each time it comes to the front (in this exercise,
-- sceneDidBecomeActive: adds the window's name). But the draft is one variable for the whole
-- app: opening a second window wipes the first one's, and each window saves the other's words.
--
-- Builds on: C1, B7
-- Profile: ios13
--
-- Your task: keep each window's draft on its own scene delegate object. Check with:
-- lifecycle learn check 31

local Notes = {}
Notes.info = { UIApplicationSceneManifest = {
  UIApplicationSupportsMultipleScenes = true,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
    { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }

function Notes:application_didFinishLaunchingWithOptions(application, options)
  return true
end

local SceneDelegate = {}
function SceneDelegate:scene_willConnectToSession_options(scene, session, options)
  self.draft = ""                                     -- C3: this window's own draft
end

function SceneDelegate:sceneDidBecomeActive(scene)
  self.draft = self.draft .. scene.name .. " "        -- the user types in this window
end

function SceneDelegate:sceneDidEnterBackground(scene)
  FileManager.write("Documents/" .. scene.name .. ".txt", self.draft)
end

return Notes, { SceneDelegate = SceneDelegate }
