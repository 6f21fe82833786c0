-- Checker for exercise 32: the system reclaims a window in the background, the user comes back;
-- then the user swipes the app away and opens it again.
launch()                                    -- the main window: the user types
expect_saved("Documents/screen-main.txt", "search: lua ")
home()
advance(10)
expect_state("suspended")
low_memory()                                -- M1: the suspended app is purged, without notice; main's session stays (C4)
expect_scene_state("main", "unattached")
launch()                                    -- main's session reconnects, with its activity
expect(read_file("Documents/screen-main.txt") == "search: lua lua ",
  "the window the system disconnected should come back with its search: return it from stateRestorationActivityForScene: and read session.stateRestorationActivity when the scene connects (C4)"
  .. " (Documents/screen-main.txt holds " .. tostring(read_file("Documents/screen-main.txt")) .. ")")
home()
advance(10)
disconnect_scene("main")                    -- C4: the process stays, the scene goes
front_window("main")
expect(read_file("Documents/screen-main.txt") == "search: lua lua lua ",
  "a window disconnected while the app stays in memory should come back with its search too (C4)"
  .. " (Documents/screen-main.txt holds " .. tostring(read_file("Documents/screen-main.txt")) .. ")")
home()
advance(10)
user_kill()                                 -- the user swipes the window away: its session goes
launch()
expect(read_file("Documents/screen-main.txt") == "search: lua ",
  "after a force-quit a new window should start with an empty search: the discarded session took its activity (C4, W4)"
  .. " (Documents/screen-main.txt holds " .. tostring(read_file("Documents/screen-main.txt")) .. ")")
