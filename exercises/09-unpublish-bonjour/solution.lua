-- Exercise 09: Stop advertising before you sleep (R2, F2)
--
-- An app can announce a service on the local network with Bonjour (NSNetService) and accept
-- connections on a listening socket. Once it is suspended it runs no code: the service would
-- still say "connect to me" to every device on the Wi-Fi, and nobody would answer. So before
-- suspension an app must unpublish its Bonjour services and close its listening sockets (R2).
-- If it does not, the system closes them itself when it suspends the app (a violation here),
-- and the app wakes up holding objects that no longer work.
--
-- The place to stop is applicationDidEnterBackground:; the place to start again is
-- applicationWillEnterForeground:, which undoes what applicationDidEnterBackground: did (F2).
--
-- This photo-sharing app has startSharing() and stopSharing() already; it just never stops.
--
-- Your task: stop sharing when the app enters the background, and start again when it returns
-- to the foreground. Check with:  lifecycle learn check 9

local Share = {}
local service, listener

local function startSharing()
  listener = Socket.listen(8080)
  service = NSNetService.new{ name = "Photos", type = "_http._tcp" }
  service:publish()
  FileManager.write("Documents/sharing.txt", "on")
end

local function stopSharing()
  service:stop()                    -- unpublish the Bonjour service
  listener:close()                  -- close the listening socket
  FileManager.write("Documents/sharing.txt", "off")
end

function Share:application_didFinishLaunchingWithOptions(application, options)
  -- L2: an app launched into the background is not on screen; it shares once it comes to the
  -- front (applicationWillEnterForeground:), so nothing is left published at suspension.
  if application.applicationState ~= "background" then startSharing() end
  return true
end

function Share:applicationDidEnterBackground(application)
  stopSharing()                     -- R2: before the app is suspended
end

function Share:applicationWillEnterForeground(application)
  startSharing()                    -- F2: undo it on the way back
end

return Share
