-- Checker for exercise 16: a call is answered, the user goes back to the app during the call,
-- then hangs up.
launch()
expect_saved("Documents/layout.txt", "content starts at y = 20")
call()
answer()                                    -- the Phone app takes the front
reopen()                                    -- back to the app during the call: a 40-point bar
expect_state("active")
expect(read_file("Documents/layout.txt") == "content starts at y = 40",
  "during the call the status bar is 40 points high: the content should start at y = 40 (I8)")
end_call()                                  -- the bar shrinks back to 20 points
expect(read_file("Documents/layout.txt") == "content starts at y = 20",
  "after the call the status bar is 20 points high again: the content should start at y = 20 (I8)")
