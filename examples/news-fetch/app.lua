-- examples/news-fetch/app.lua
-- A news reader that keeps its headlines fresh in the background: a background fetch (W1) and
-- silent pushes (W2) wake it, and each wake ends with its completion handler.
local App = {}
App.info = { UIBackgroundModes = { "fetch", "remote-notification" } }

local editions = 0

local function download(what)
  work(1.5)                                            -- the network request
  FileManager.write("Documents/headlines.txt", what)
end

function App:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(3600)  -- at most once an hour (W1)
  local push = options.UIApplicationLaunchOptionsRemoteNotificationKey
  print(push and ("launched for article " .. push.article) or "launched, " .. application.applicationState)
  return true
end

function App:application_performFetchWithCompletionHandler(application, completionHandler)
  print("fetching, " .. application.backgroundTimeRemaining .. " s to call the handler")
  DispatchQueue.global():async(function()
    editions = editions + 1
    download("edition " .. editions)
    completionHandler(UIBackgroundFetchResultNewData)  -- within 30 s, or be killed
  end)
end

function App:application_didReceiveRemoteNotification_fetchCompletionHandler(application, userInfo, completionHandler)
  download("article " .. userInfo.article)
  completionHandler(UIBackgroundFetchResultNewData)
end

return App
