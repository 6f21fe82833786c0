-- Checker for exercise 30: the user types, presses Home, and later swipes the app away.
launch()
expect_scene_state("main", "foregroundActive")
home()                                      -- C1: sceneWillResignActive:, sceneDidEnterBackground:
expect_scene_state("main", "background")
expect_saved("Documents/draft.txt", "word ")
advance(10)
expect_state("suspended")
user_kill()                                 -- a suspended app runs no code when swiped away
-- Read before the relaunch: an app that saves on every edit writes again once it is active.
expect(read_file("Documents/draft.txt") == "word ",
  "after a force-quit the draft typed before Home should still be there: save it in sceneDidEnterBackground: (C1)"
  .. " (Documents/draft.txt holds " .. tostring(read_file("Documents/draft.txt")) .. ")")
launch()
home()
advance(10)
expect_saved("Documents/draft.txt", "word word ")
