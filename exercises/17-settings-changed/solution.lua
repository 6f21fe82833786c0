-- Exercise 17: The user changed your settings (F6, F3)
--
-- An app's settings can appear in the Settings app, which writes them straight into the app's
-- NSUserDefaults. The user usually does that while your app is in the background or suspended.
-- iOS cannot call a suspended app, so it queues NSUserDefaultsDidChangeNotification and
-- delivers it as soon as the app runs again, before anything else (F3). The app must then read
-- its settings again, and when a security setting changed (the account, a password) it must
-- hide what it was showing and ask for the password again (F6). Otherwise the new user would
-- see the old account's mail.
--
-- NSNotificationCenter.defaultCenter():addObserver(name, function(note) ... end) registers an
-- observer; defaults:objectForKey(key) reads a setting.
--
-- This mail app reads its "account" setting once, at launch. Each time it becomes active it
-- writes what the screen shows to Documents/screen.txt: the inbox, or the password prompt when
-- the inbox view is hidden.
--
-- Your task: observe NSUserDefaultsDidChangeNotification; in the observer, read the settings
-- again (loadSettings()) and, if the account changed, hide the inbox (inbox.hidden = true).
-- Check with:  lifecycle learn check 17

local Mail = {}
local defaults = NSUserDefaults.standardUserDefaults()
local account, inbox

local function loadSettings()
  account = defaults:objectForKey("account") or "ana@example.com"
end

function Mail:application_didFinishLaunchingWithOptions(application, options)
  loadSettings()
  inbox = UIView.new{ name = "inbox" }
  NSNotificationCenter.defaultCenter():addObserver("NSUserDefaultsDidChangeNotification", function(note)
    local old = account
    loadSettings()                                -- F6: read them again
    if account ~= old then
      inbox.hidden = true                         -- F6: a new account: ask for its password
    end
  end)
  return true
end

function Mail:applicationDidBecomeActive(application)
  local screen = inbox.hidden and ("password for " .. account) or ("inbox of " .. account)
  FileManager.write("Documents/screen.txt", screen)
end

return Mail
