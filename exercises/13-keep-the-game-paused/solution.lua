-- Exercise 13: A game stays paused after a call (I1, I6, I7)
--
-- When a call comes in, the app resigns active (I1) and a game must pause (I6). When the user
-- declines the call, the app becomes active again, and most apps simply restart what they
-- stopped (I7). A game is the exception: it stays paused until the player resumes it. Picture
-- the player reaching for the phone, declining the call, and finding the game already running
-- and the level lost before their fingers are back on the screen.
--
-- This game already pauses in applicationWillResignActive: (the timer is invalidated, the
-- state saved). But its applicationDidBecomeActive: resumes the game at once. The Resume
-- button (a UIButton whose action is togglePause) is there for the player.
--
-- Your task: change applicationDidBecomeActive: so that a paused game stays paused. Only the
-- button may resume it. Check with:  lifecycle learn check 13

local Game = {}
local defaults = NSUserDefaults.standardUserDefaults()
local ticks, timer, paused = 0, nil, false
local button

local function save()
  defaults:setObject(paused, "paused")
  defaults:setObject(ticks, "ticks")
  defaults:synchronize()
end

local function tick() ticks = ticks + 1 end

local function resume()
  paused = false
  timer = NSTimer.scheduledTimer(1, true, tick)
  save()
end

local function pause()
  paused = true
  timer:invalidate()
  save()
end

function Game:application_didFinishLaunchingWithOptions(application, options)
  button = UIButton.new{ name = "pauseButton", frame = { 10, 10, 100, 40 } }
  button:addTarget(Game, "togglePause")       -- the player's Pause/Resume button
  resume()
  return true
end

function Game:togglePause(sender)
  if paused then resume() else pause() end
end

function Game:applicationWillResignActive(application)
  if not paused then pause() end             -- I6
end

function Game:applicationDidBecomeActive(application)
  -- I7: a game stays paused; the player resumes it with the button
  if paused then print("active again; the game waits for the player") end
end

return Game
