-- Checker for exercise 31: a second window, then back to the first, then Home.
scenario { device = "ipad" }                -- C3: several windows are the iPad's
launch()                                    -- the first window, main: the user types "main"
open_window("todo")                         -- C3: a new window in front; main goes to the background
expect_scene_state("main", "background")
expect_saved("Documents/main.txt", "main ")
front_window("main")                        -- back to main: todo goes to the background
expect_scene_state("todo", "background")
expect(read_file("Documents/todo.txt") == "todo ",
  "the todo window should save only what was typed in it: each window keeps its own draft (C3)"
  .. " (Documents/todo.txt holds " .. tostring(read_file("Documents/todo.txt")) .. ")")
side_by_side("main", "todo")                -- Split View: both in front, both active
home()
advance(10)
expect_state("suspended")
expect(read_file("Documents/main.txt") == "main main ",
  "the main window should still hold its own words after the todo window opened: keep the draft on the scene delegate object, self (C3)"
  .. " (Documents/main.txt holds " .. tostring(read_file("Documents/main.txt")) .. ")")
expect(read_file("Documents/todo.txt") == "todo todo ",
  "in Split View each window should type into its own draft (C3)"
  .. " (Documents/todo.txt holds " .. tostring(read_file("Documents/todo.txt")) .. ")")
