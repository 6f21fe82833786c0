-- Voice Memos: the background-task assignment (B4, B5)        Emma
--
-- When the user leaves: begin a background task, encode the memo in chunks on a global queue
-- (applicationDidEnterBackground: must return within ~5 s, B4), end the task when it is saved
-- or when time runs out (B5).

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

local function finish()
  if task != UIBackgroundTaskInvalid then        -- end it only once (B5)
    UIApplication.sharedApplication():endBackgroundTask(task)
    task = UIBackgroundTaskInvalid
  end
end

local function encodeNext()
  if task == UIBackgroundTaskInvalid then return end   -- expired: stop
  if encodeChunk() then
    DispatchQueue.global():async(encodeNext)
  else
    finish()
  end
end

function Recorder:applicationDidEnterBackground(application)
  if task ~= UIBackgroundTaskInvalid then return end   -- still encoding from before
  task = application:beginBackgroundTaskWithExpirationHandler(finish)
  DispatchQueue.global():async(encodeNext)
end

return Recorder
