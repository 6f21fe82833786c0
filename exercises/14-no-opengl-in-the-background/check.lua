-- Checker for exercise 14: play, Home, come back, play again.
launch()
advance(1)                                  -- ten frames
home()                                      -- the render loop must stop, the GPU must be done
advance(10)
expect_state("suspended")
expect(tonumber(read_file("Documents/frames.txt") or "") ~= nil,
  "applicationDidEnterBackground: should have run and saved the frame count")
reopen()
advance(1)                                  -- drawing again in the foreground
expect_state("active")
