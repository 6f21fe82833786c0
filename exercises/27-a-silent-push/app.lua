-- Exercise 27: A silent push wakes the app (W2)
--
-- A server that knows something new happened can tell the app with a remote notification. When
-- the push's aps dictionary has content-available set to 1 it is silent: nothing is shown, and
-- the system wakes the suspended app, or launches it into the background (L2), and calls
-- application:didReceiveRemoteNotification:fetchCompletionHandler: with the payload (W2).
-- Only an app that lists "remote-notification" in UIBackgroundModes is woken. Without the mode
-- UIKit logs a warning at launch, and the push never reaches the app while it is in the
-- background.
--
-- As for a fetch (W1), the method gets a completion handler, to call within about 30 seconds,
-- once the work is done: calling it tells the system the app may be suspended, so a download
-- still running on a global queue then freezes until the app next runs.
--
-- This chat app gets a push for each new message, with the message's id, and downloads the
-- message so that it is there when the user opens the app.
--
-- Builds on: W1, B5
--
-- Your task: declare the remote-notification background mode, and call the completion handler
-- only once the message is saved. Check with:  lifecycle learn check 27

local Chat = {}
Chat.info = { UIBackgroundModes = {} }                -- TODO: wake me for silent pushes (W2)

local function downloadMessage(id)
  work(1.5)                                           -- the network request
  FileManager.write("Documents/latest.txt", "message " .. id .. " from Ana")
end

function Chat:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function Chat:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler)
  -- TODO: the work is not done yet when the handler is called (W2)
  completionHandler(UIBackgroundFetchResultNewData)
  DispatchQueue.global():async(function()
    downloadMessage(userInfo.message)
  end)
end

return Chat
