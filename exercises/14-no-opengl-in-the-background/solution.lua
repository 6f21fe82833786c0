-- Exercise 14: No OpenGL ES in the background (R1, I6)
--
-- The GPU is shared by every app and by the system, which needs it for the app-switching
-- animation and for the app in front. So a background app must not touch it: once
-- applicationDidEnterBackground: has returned, creating an EAGLContext or issuing a single drawing
-- command kills the app at once. And the commands it submitted must be FINISHED (glFinish(), not
-- just glFlush()) by the time that method returns (R1).
--
-- The right moment is applicationWillResignActive:, which comes first whenever the app leaves
-- the foreground (Home, the lock button, a call). There an app should also stop its timers and
-- periodic work (I6), and start them again in applicationDidBecomeActive:.
--
-- This game draws a frame every 0.1 s from an NSTimer, the render loop. Nothing stops it, so
-- the timer goes on drawing in the background.
--
-- Your task: in applicationWillResignActive:, stop the render loop (renderLoop:invalidate())
-- and finish the GPU's work with glFinish(). applicationDidBecomeActive: already starts it.
-- Check with:  lifecycle learn check 14

local Game = {}
local context, renderLoop
local frames = 0

local function drawFrame()
  glClear()
  glDrawArrays()
  context:presentRenderbuffer()
  frames = frames + 1
end

function Game:application_didFinishLaunchingWithOptions(application, options)
  -- R1, L2: not here: an app launched into the background would create it in the background.
  return true
end

function Game:applicationDidBecomeActive(application)
  context = context or EAGLContext.new()   -- R1: the GPU only in the foreground
  renderLoop = NSTimer.scheduledTimer(0.1, true, drawFrame)
end

function Game:applicationWillResignActive(application)
  renderLoop:invalidate()                    -- I6: no timer while inactive
  renderLoop = nil
  glFinish()                                 -- R1: every submitted command completes now
end

function Game:applicationDidEnterBackground(application)
  FileManager.write("Documents/frames.txt", tostring(frames))
end

return Game
