-- Exercise 29: Never count on a wake (W3, F3)
--
-- A wake is the system's favour, never a promise. When the user swipes an app away in the
-- switcher (a force-quit), iOS stops waking it: no background fetch, no silent push, until the
-- user opens it again (W3). So what an app refreshes in the background, it must also refresh
-- when the user launches it.
--
-- And when a wake does come to a suspended app, the notifications queued while it was suspended
-- come first, before the wake's method (F3, W3): a locale the user changed in the Settings app is
-- heard at the wake, in the background, not later when the user returns. An app that stops
-- observing in the background misses them for good.
--
-- This newspaper app saves the day's paper, dated in the user's format, at each background
-- fetch; at launch it downloads only when it has no paper at all. And it stops observing locale
-- changes in the background, to start again when the user returns.
--
-- Builds on: F5, W1
--
-- Your task: keep observing the locale while in the background, and download the paper at every
-- launch. Check with:  lifecycle learn check 29

local Paper = {}
Paper.info = { UIBackgroundModes = { "fetch" } }
local formats = { en_US = "%m/%d/%Y", fr_FR = "%d/%m/%Y" }
local locale = "en_US"
local center = NSNotificationCenter.defaultCenter()
local observer

local function download()
  work(1)                                             -- the network request: today's paper
  FileManager.write("Documents/paper.txt", "paper of " .. os.date(formats[locale] or formats.en_US, os.time()))
end

local function observeLocale()
  observer = center:addObserver("NSCurrentLocaleDidChangeNotification", function(note)
    locale = note.object
  end)
end

function Paper:application_didFinishLaunchingWithOptions(application, options)
  application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)
  observeLocale()
  if not FileManager.exists("Documents/paper.txt") then
    download()                                        -- TODO: the fetches may never come (W3)
  end
  return true
end

function Paper:application_performFetchWithCompletionHandler(application, completionHandler)
  download()
  completionHandler(UIBackgroundFetchResultNewData)
end

function Paper:applicationDidEnterBackground(application)
  center:removeObserver(observer)                     -- TODO: a wake delivers what was queued (F3)
end

function Paper:applicationWillEnterForeground(application)
  observeLocale()
end

return Paper
