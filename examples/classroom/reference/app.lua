-- Voice Memos: the teacher's reference solution (B4, B5)
--
-- Not a submission: `lifecycle test --reference reference/app.lua` plays every case against it
-- before anyone is graded, so a scenario that fails a right answer stops the command (exit 2)
-- instead of costing every student its points. It must pass every case, on every profile.

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
---------------------------------------------------------------- the solution

local task = UIBackgroundTaskInvalid

-- B5: end the task once, when the work is done or when time runs out.
local function finish()
  if task ~= UIBackgroundTaskInvalid then
    UIApplication.sharedApplication():endBackgroundTask(task)
    task = UIBackgroundTaskInvalid
  end
end

-- One chunk per block on a global queue (B4: the delegate method returns at once), the next
-- block queued while memos wait; a chain whose task has ended stops.
local function encodeChain()
  if task == UIBackgroundTaskInvalid then return end
  if encodeChunk() then DispatchQueue.global():async(encodeChain) else finish() end
end

function Recorder:applicationDidEnterBackground(application)
  if task ~= UIBackgroundTaskInvalid then return end   -- still encoding: the chain takes the new memo
  task = application:beginBackgroundTaskWithExpirationHandler(finish)
  DispatchQueue.global():async(encodeChain)
end

return Recorder
