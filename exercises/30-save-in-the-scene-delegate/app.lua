-- Exercise 30: Save in the scene delegate (C1, C2)
--
-- From iOS 13 an app can opt into scenes: Info.plist's UIApplicationSceneManifest names a scene
-- delegate class, and each window (a scene) gets its own delegate object. Then the foreground
-- and the background belong to the scenes (C1): sceneWillEnterForeground:, sceneDidBecomeActive:,
-- sceneWillResignActive: and sceneDidEnterBackground: are called, and the app delegate's
-- applicationWillEnterForeground:, applicationDidBecomeActive:, applicationWillResignActive: and
-- applicationDidEnterBackground: never are. The app delegate keeps the launch, memory warnings
-- and termination. sceneDidEnterBackground: has the same 5 seconds as before (C2, B4).
--
-- This notes app moved to scenes with Xcode's template, but its saving stayed in the app
-- delegate. The user types in the window each time it is in front (in this exercise,
-- sceneDidBecomeActive: adds a word), presses Home, and later swipes the app away: what they
-- typed is gone.
--
-- Builds on: B4, B7
-- Profile: ios13
--
-- Your task: save the draft when the window goes to the background, where a scene app is told
-- of it. Check with:  lifecycle learn check 30

local Notes = {}
Notes.info = { UIApplicationSceneManifest = {
  UIApplicationSupportsMultipleScenes = false,
  UISceneConfigurations = { UIWindowSceneSessionRoleApplication = {
    { UISceneConfigurationName = "Default Configuration", UISceneDelegateClassName = "SceneDelegate" } } } } }
local draft = ""

function Notes:application_didFinishLaunchingWithOptions(application, options)
  draft = FileManager.read("Documents/draft.txt") or ""
  return true
end

function Notes:applicationDidEnterBackground(application)
  FileManager.write("Documents/draft.txt", draft)     -- TODO: never called with a scene manifest (C1)
end

local SceneDelegate = {}

function SceneDelegate:sceneDidBecomeActive(scene)
  draft = draft .. "word "                            -- the user types
end

return Notes, { SceneDelegate = SceneDelegate }
