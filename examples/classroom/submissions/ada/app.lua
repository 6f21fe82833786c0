-- Voice Memos: the background-task assignment (B4, B5)        Ada
--
-- The app records while it is in the foreground. When the user leaves, the recording is encoded
-- (at twice real time: a 40 s memo takes 20 s) and saved as Documents/memo-N.m4a. That is too
-- long for applicationDidEnterBackground: (about 5 s, B4), so the encoding runs in a background
-- task (B5), a chunk of at most 2 s per block on DispatchQueue.global().

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

-- B5: every task begun is ended, exactly once (ending one twice is a violation too).
local function endTask()
  if task == UIBackgroundTaskInvalid then return end
  UIApplication.sharedApplication():endBackgroundTask(task)
  task = UIBackgroundTaskInvalid
end

local function encodeNext()
  if task == UIBackgroundTaskInvalid then return end  -- time ran out: the rest waits for next time
  if encodeChunk() then
    DispatchQueue.global():async(encodeNext)          -- one chunk per block, so time can pass
  else
    endTask()                                         -- all saved: iOS may suspend us now (S3)
  end
end

function Recorder:applicationDidEnterBackground(application)
  -- Back and gone again while still encoding? The task is still open and encodeNext picks up
  -- the new memo from `pending`, so there is nothing to start.
  if task ~= UIBackgroundTaskInvalid then return end
  task = application:beginBackgroundTaskWithExpirationHandler(function()
    -- Out of time (180 s on iOS 7, only 30 s on iOS 13): stop and end the task right here, or
    -- the app is killed (B5). Unfinished memos stay in `pending` for the next time we leave.
    print("out of background time, " .. #pending .. " memo(s) left")
    endTask()
  end)
  DispatchQueue.global():async(encodeNext)            -- and return at once (B4)
end

return Recorder
