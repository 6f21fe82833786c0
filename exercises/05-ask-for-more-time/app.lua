-- Exercise 05: Ask for more time (B5, B2, B4)
--
-- Some work cannot fit in the ~5 seconds that applicationDidEnterBackground: may take (B4):
-- finishing an upload, writing a large file. For that, an app asks the system for extra
-- background time with application:beginBackgroundTaskWithExpirationHandler(handler), which
-- returns a task id. While a task is open the app keeps running in the background instead of
-- being suspended (B2). When the work is done, the app MUST call
-- application:endBackgroundTask(id): then the system suspends it (B5).
--
-- The method itself still returns at once: it only starts the work, on a background queue
-- (DispatchQueue.global():async(fn) runs fn on a thread of its own, beside the main thread), and
-- the open task keeps the app alive until the work ends. Without the task the app is suspended
-- as soon as the method returns, and the work freezes where it is (S3): it goes on only when the
-- app runs again, and is lost if its process dies first.
--
-- This video editor exports the movie when the user leaves. The export takes 20 seconds, and
-- right now it runs inside applicationDidEnterBackground:, so the watchdog kills the app.
--
-- Your task: in applicationDidEnterBackground:, begin a background task, run exportMovie() on
-- DispatchQueue.global(), and end the task when the export is done. (Give
-- beginBackgroundTaskWithExpirationHandler a handler that ends the task too: exercise 6 is
-- about it.) Check with:  lifecycle learn check 5

local Editor = {}
local task = UIBackgroundTaskInvalid

local function exportMovie()
  work(20)                                             -- 20 s of encoding
  FileManager.write("Documents/movie.mov", "the whole movie")
end

function Editor:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function Editor:applicationDidEnterBackground(application)
  -- TODO: begin a background task, export on a global queue, end the task when done
  exportMovie()
end

return Editor
