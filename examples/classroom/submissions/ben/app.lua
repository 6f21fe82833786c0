-- Voice Memos: the background-task assignment (B4, B5)        Ben
--
-- Records while the app is open; when the user leaves, encodes the recording and saves it as
-- Documents/memo-N.m4a. I ask iOS for a background task so the encoding has time to finish.
-- Tested with short memos: saved every time.

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

function Recorder:applicationDidEnterBackground(application)
  -- ask for extra background time first, so iOS lets the encoding finish (B5)
  local task
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    application:endBackgroundTask(task)
  end)
  print(string.format("%.0f s of background time", application.backgroundTimeRemaining))

  -- now we have the time: encode everything that is waiting, then give the time back
  while encodeChunk() do end
  application:endBackgroundTask(task)
  print("all memos saved")
end

return Recorder
