-- Voice Memos: the background-task assignment (B4, B5)        Chloe
--
-- Records while the app is open. When the user leaves, a background task keeps the app running
-- while the memo is encoded chunk by chunk on a global queue, then the task is ended (B5).
-- Extra: encoding while the user records a new memo made the recording stutter, so encoding
-- pauses while the app is in the foreground and resumes when the user leaves again.

local Recorder = {}

---------------------------------------------------------------- starter code (do not change)
local ENCODE_SPEED, CHUNK = 2, 2     -- encoding runs at 2x real time, 2 s of work per chunk
local memos = 0                      -- memos recorded so far
local recording = nil                -- the memo being recorded
local pending = {}                   -- memos recorded but not yet saved, oldest first

local function startRecording()
  memos = memos + 1
  recording = { number = memos, startedAt = os.clock() }
end

local function stopRecording()
  if recording == nil then return end
  recording.seconds = os.clock() - recording.startedAt
  recording.left = recording.seconds / ENCODE_SPEED       -- seconds of encoding still to do
  pending[#pending + 1] = recording
  recording = nil
end

-- Encodes at most CHUNK seconds of the oldest pending memo, and saves the memo once it is
-- complete. Returns true while some memo still waits to be encoded.
local function encodeChunk()
  local memo = pending[1]
  if memo == nil then return false end
  local step = math.min(CHUNK, memo.left)
  work(step)
  memo.left = memo.left - step
  if memo.left <= 0 then
    FileManager.write(string.format("Documents/memo-%d.m4a", memo.number),
      string.format("%.0f s of audio", memo.seconds))
    table.remove(pending, 1)
  end
  return #pending > 0
end

function Recorder:application_didFinishLaunchingWithOptions(application, options)
  return true
end

function Recorder:applicationDidBecomeActive(application)
  startRecording()
end

function Recorder:applicationWillResignActive(application)
  stopRecording()
end
---------------------------------------------------------------- my code

local task = UIBackgroundTaskInvalid
local paused = false

local function encodeLoop()
  if paused then return end                      -- user is back (or out of time): stop here
  if encodeChunk() then
    DispatchQueue.global():async(encodeLoop)     -- next chunk
  else
    UIApplication.sharedApplication():endBackgroundTask(task)   -- done, give the time back (B5)
    task = UIBackgroundTaskInvalid
  end
end

function Recorder:applicationDidEnterBackground(application)
  paused = false
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    -- out of time: stop encoding and end the task straight away (B5)
    paused = true
    application:endBackgroundTask(task)
    task = UIBackgroundTaskInvalid
  end)
  DispatchQueue.global():async(encodeLoop)       -- return quickly (B4)
end

function Recorder:applicationWillEnterForeground(application)
  paused = true            -- don't encode while recording; the rest is done when they leave
end

return Recorder
