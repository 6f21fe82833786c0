-- Exercise 11: Reconnect after a nap (R3)
--
-- While an app is suspended, the system may tear down its network connections (R3). The app is
-- not told: the socket object still exists, but the next send or receive fails. iOS does this
-- because a suspended app cannot answer its peer or read what arrives, so keeping the
-- connection would waste the network and the battery. This is not the app's fault; the only
-- mistake is to assume that a connection still works after a suspension.
--
-- In the playground, socket:send(data) returns true, or nil and an error message
-- ("ENOTCONN: ...") when the connection is gone. Errors come back as values, the Cocoa way, so
-- the app can handle them.
--
-- This chat app connects once at launch and fetches new messages each time it becomes active.
-- After a suspension every fetch fails, forever.
--
-- Your task: when send fails, close the dead socket, connect again with connect(), and retry
-- the fetch once. Check with:  lifecycle learn check 11

local Chat = {}
local socket

local function connect()
  socket = Socket.connect("chat.example.com:5222")
end

function Chat:application_didFinishLaunchingWithOptions(application, options)
  connect()
  return true
end

function Chat:applicationDidBecomeActive(application)
  local ok, err = socket:send("FETCH")
  -- TODO: if the connection is gone, reconnect and try again (R3)
  FileManager.write("Documents/status.txt", ok and "up to date" or err)
end

return Chat
