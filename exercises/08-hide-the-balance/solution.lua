-- Exercise 08: Hide the balance before the snapshot (B6, R10)
--
-- When applicationDidEnterBackground: returns, iOS takes a picture of your app's screen: the
-- snapshot. It is what the app switcher shows, and what the user sees while the app zooms back
-- in (B6). Anyone holding the phone can see it, so views that show private information (an
-- account balance, a password, messages) must be hidden BEFORE applicationDidEnterBackground:
-- returns (R10). Hide them there (or earlier) and show them again in
-- applicationWillEnterForeground:.
--
-- In the playground, UIView.new{name = ..., sensitive = true} marks a view as private; a
-- sensitive view visible in the snapshot is a violation. Set view.hidden = true to hide a view.
--
-- This banking app shows the balance and a logo. The logo may appear in the snapshot; the
-- balance may not.
--
-- Your task: hide the balance before the snapshot, and show it again when the app comes back.
-- Check with:  lifecycle learn check 8

local Bank = {}
local balance, logo

function Bank:application_didFinishLaunchingWithOptions(application, options)
  logo = UIView.new{ name = "logo" }
  balance = UIView.new{ name = "balance", sensitive = true }     -- private: "1,234.56 EUR"
  return true
end

function Bank:applicationDidEnterBackground(application)
  FileManager.write("Documents/last-screen.txt", "accounts")
  balance.hidden = true                           -- B6, R10: before the snapshot
end

function Bank:applicationWillEnterForeground(application)
  balance.hidden = false                          -- F2: undo it on the way back
end

function Bank:applicationDidBecomeActive(application)
  FileManager.write("Documents/balance-shown.txt", tostring(not balance.hidden))
end

return Bank
