-- examples/news-reader/app.lua
-- A news reader that keeps its headlines fresh in the background and comes back where the user
-- left it: a background fetch (W1) and silent pushes (W2) wake it, each wake ends with its
-- completion handler once the work is done, it refreshes at every launch too (a force-quit stops
-- the wakes, W3), and state restoration brings back the article the user was reading (W4). What
-- the user wrote (their bookmarks) is saved in a file at Home (B7), never in the restoration
-- state, which a force-quit deletes.
local App = {}
App.info = { UIBackgroundModes = { "fetch", "remote-notification" } }

local reader = UIViewController.new("Reader")
reader.restorationIdentifier = "reader"             -- W4: only controllers with one are saved
local editions = 0
local article = 1                                   -- where the user was: restoration state
local bookmarks = ""                                -- what the user made: a file (B7)

local function download(what)
  work(1.5)                                         -- the network request
  FileManager.write("Documents/headlines.txt", what)
end

function reader:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local nextButton = UIButton.new{ name = "next", frame = { 260, 200, 60, 80 } }
  self.view:addSubview(nextButton)
  nextButton:addTarget(self, "nextArticle")
  local star = UIButton.new{ name = "bookmark", frame = { 10, 10, 60, 40 } }
  self.view:addSubview(star)
  star:addTarget(self, "bookmark")
end

function reader:nextArticle(sender) article = article + 1 end
function reader:bookmark(sender)
  bookmarks = (bookmarks == "" and "" or bookmarks .. ", ") .. "article " .. article
end

function reader:encodeRestorableStateWithCoder(coder)
  UIViewController.encodeRestorableStateWithCoder(self, coder)
  coder:encodeInteger_forKey(article, "article")    -- where the user was, nothing more
end

function reader:decodeRestorableStateWithCoder(coder)
  UIViewController.decodeRestorableStateWithCoder(self, coder)
  article = coder:decodeIntegerForKey("article")
  print("back on article " .. article)
end

function App:application_willFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = reader                -- before restoration runs (W4)
  window:makeKeyAndVisible()
  bookmarks = FileManager.read("Documents/bookmarks.txt") or ""
  return true
end

function App:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(3600)  -- at most once an hour (W1)
  local push = options.UIApplicationLaunchOptionsRemoteNotificationKey
  print(push and ("launched for article " .. push.article) or "launched, " .. application.applicationState)
  if application.applicationState ~= "background" then
    DispatchQueue.global():async(function()         -- W3: the wakes may have stopped
      download("edition at launch")
    end)
  end
  return true
end

function App:application_shouldSaveApplicationState(application, coder) return true end
function App:application_shouldRestoreApplicationState(application, coder) return true end

function App:applicationDidEnterBackground(application)
  FileManager.write("Documents/bookmarks.txt", bookmarks)   -- B7: survives every kill
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
  completionHandler(UIBackgroundFetchResultNewData)    -- after the work, not before
end

return App
