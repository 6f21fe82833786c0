-- Checker for exercise 37: the list appears, then two items are added through the editor sheet.
launch()
expect_saved("Documents/list.txt", "milk")
tap(285, 30)                                -- "+": the editor is presented as a sheet (ios13)
tap(50, 30)                                 -- Add: eggs, and the sheet is dismissed
expect(read_file("Documents/list.txt") == "milk, eggs",
  "after the editor added eggs the list should show them; the sheet left the list in the window, so its viewWillAppear: never ran: refresh when the editor says it added something (V1)"
  .. " (Documents/list.txt holds " .. tostring(read_file("Documents/list.txt")) .. ")")
tap(285, 30)
tap(50, 30)                                 -- Add: bread
expect(read_file("Documents/list.txt") == "milk, eggs, bread",
  "after a second visit to the editor the list should show bread too"
  .. " (Documents/list.txt holds " .. tostring(read_file("Documents/list.txt")) .. ")")
