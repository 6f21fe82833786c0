-- game/app.lua: "Whack-a-Mole", a small game that pauses itself when interrupted.
--
-- Story: at launch the delegate makes the window and its root view controller (V2). The
-- controller's view loads once (viewDidLoad, V1) and holds a board with a mole on it and a
-- Pause/Resume button (a UIButton). A repeating NSTimer is the game loop (E6): every second the
-- mole jumps to its next hole and the board is marked as needing display, so it is redrawn once
-- in that turn of the run loop (E7).
--
-- Touches go to the view under the finger (E2) and up the responder chain (E3): a tap on the
-- mole is handled by the mole itself; a tap on the bare board finds no handler in the board or
-- in the controller's view, so it reaches the view controller, which counts a miss. The end of a
-- touch is handled by nobody and is discarded (E3: the trace says so). The button does not
-- handle touches itself: it sends its action message, togglePause, to its target, the view
-- controller (E4).
--
-- An incoming call makes the app resign active: applicationWillResignActive: pauses the game,
-- invalidates the game-loop timer (I6: a timer still scheduled now would be a violation) and
-- saves the game (NSUserDefaults). While inactive the app receives no touches (I5). When the
-- call is declined the app becomes active again, but a game stays paused until the player taps
-- Resume (I7): applicationDidBecomeActive: does NOT restart the timer.
--
-- Run:      lifecycle run examples/game/app.lua examples/game/scenario.lua
-- Expected: exit status 0, also with --strict (no violation, no kill).
--
-- Screen (320 x 480 points, window coordinates):
--   pauseButton  {10, 10, 100, 40}     the Pause/Resume button
--   board        {0, 60, 320, 420}     the board; the mole is a 60 x 60 subview of it
--   the mole's holes, in board coordinates: {20, 20}, {200, 100}, {120, 300}
--   (in window coordinates the mole's centre is (50, 110), (230, 190) or (150, 390))

local App = {}

local defaults = NSUserDefaults.standardUserDefaults()
local holes = { { 20, 20 }, { 200, 100 }, { 120, 300 } }

local game = {
  paused = false,   -- paused by the player or by an interruption
  ticks = 0,        -- game-loop ticks so far
  hole = 1,         -- where the mole is
  score = 0,        -- moles hit
  misses = 0,       -- taps on the bare board
  timer = nil,      -- the game loop (E6), nil while paused
}
local controller, board, mole, button

local function save()
  -- B7-style: the game is saved whenever it pauses, so the scenario can check it.
  defaults:setObject(game.paused, "paused")
  defaults:setObject(game.score, "score")
  defaults:setObject(game.ticks, "ticks")
  defaults:synchronize()
end

local function tick()
  -- One turn of the game loop: the mole jumps; the board needs display (E7).
  game.ticks = game.ticks + 1
  game.hole = game.hole % #holes + 1
  local x, y = holes[game.hole][1], holes[game.hole][2]
  mole.frame = { x, y, 60, 60 }
  board:setNeedsDisplay()
end

local function start()
  game.paused = false
  game.timer = NSTimer.scheduledTimer(1, true, tick)    -- E6: every second until invalidated
  button.title = "Pause"
  print("game running")
  save()
end

local function pause(why)
  game.paused = true
  if game.timer then game.timer:invalidate() end      -- I6: no timer left while inactive
  game.timer = nil
  button.title = "Resume"
  print("game paused (" .. why .. ")")
  save()
end

-- The root view controller (V1: overrides call the superclass's method).
controller = UIViewController.new("GameViewController")

function controller:viewDidLoad()
  UIViewController.viewDidLoad(self)
  board = UIView.new{ name = "board", frame = { 0, 60, 320, 420 },
    drawRect = function() print(string.format("draw board: mole in hole %d, score %d", game.hole, game.score)) end }
  mole = UIView.new{ name = "mole", frame = { 20, 20, 60, 60 } }
  button = UIButton.new{ name = "pauseButton", frame = { 10, 10, 100, 40 }, title = "Pause" }
  board:addSubview(mole)
  self.view:addSubview(board)
  self.view:addSubview(button)
  button:addTarget(self, "togglePause")                  -- E4: target–action

  -- E2, E3: the mole handles its own touches.
  function mole:touchesBegan_withEvent(touches, event)
    if game.paused then return end
    game.score = game.score + 1
    print("whack! score " .. game.score)
    board:setNeedsDisplay()
  end
end

function controller:viewDidAppear(animated)
  UIViewController.viewDidAppear(self, animated)
  if not game.timer and not game.paused then start() end  -- the first game starts on screen
end

-- E3: a tap on the board (which has no handler) travels up to the view controller.
function controller:touchesBegan_withEvent(touches, event)
  if game.paused then return end
  game.misses = game.misses + 1
  print(string.format("missed at (%d, %d)", math.floor(touches[1].x), math.floor(touches[1].y)))
end

-- E4: the button's action message.
function controller:togglePause(sender)
  if game.paused then start() else pause("the player tapped " .. sender.title) end
end

function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = controller                 -- V2: here, during launch
  window:makeKeyAndVisible()
  return true
end

function App:applicationWillResignActive(application)
  -- I6: a call, the notification centre, Home or the lock: pause the game, stop the timer.
  if not game.paused then pause("the app resigns active") end
end

function App:applicationDidBecomeActive(application)
  -- I7: a game stays paused until the player resumes it; nothing is restarted here.
  if game.paused then print("active again; the game waits for Resume") end
end

function App:applicationDidEnterBackground(application)
  save()
end

return App
