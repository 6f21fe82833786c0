-- Exercise 28: Where the user was, not what they wrote (W4, B7)
--
-- A suspended app can be purged at any moment (M1), and the user should not notice: they expect
-- the screen they left. State restoration does that bookkeeping (W4). An app that returns true
-- from application:shouldSaveApplicationState: and application:shouldRestoreApplicationState:
-- has its view controllers with a restorationIdentifier get encodeRestorableStateWithCoder: when
-- it enters the background, and decodeRestorableStateWithCoder: at the next launch, between
-- willFinishLaunching and didFinishLaunching: so the window and its root view controller must
-- exist when willFinishLaunching returns.
--
-- The saved state is kept when the app is purged for memory (a jetsam kill, low_memory()). But
-- when the user swipes the app away in the switcher (a force-quit, user_kill()), the system
-- deletes it: the user asked for a fresh start. So restoration state is for WHERE the user was
-- (the screen, the scroll position, the line the caret is on), never for WHAT they wrote: that
-- is their data, and it belongs in a file saved when the app enters the background (B7).
--
-- This notes editor keeps both the draft and the caret's line in its restoration state. After a
-- jetsam kill all is well; after a force-quit the user's text is gone.
--
-- Builds on: V2
--
-- Your task: save the draft in Documents/draft.txt when the app enters the background and read
-- it back at launch; keep only the caret's line in the restoration state. Then explain in a
-- comment, in your own words, why the draft cannot stay in the coder (the check does not read
-- your comment: the trace is the check). Check with:  lifecycle learn check 28

local App = {}
local editor = UIViewController.new("Editor")
editor.restorationIdentifier = "editor"
local words = { "Dear Ana,", "see you", "on Friday." }
local draft = ""                                      -- what the user wrote: their data
local line = 1                                        -- where the caret is: where they were

local function show()                                 -- what the screen shows (the checker reads it)
  FileManager.write("Documents/screen.txt", "line " .. line .. ": " .. draft)
end

function editor:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local typing = UIButton.new{ name = "type", frame = { 110, 100, 100, 60 } }
  self.view:addSubview(typing)
  typing:addTarget(self, "typeWord")
  local down = UIButton.new{ name = "down", frame = { 110, 380, 100, 60 } }
  self.view:addSubview(down)
  down:addTarget(self, "caretDown")
end

function editor:typeWord(sender)
  for _, word in ipairs(words) do                     -- the next word of the letter
    if not draft:find(word, 1, true) then
      draft = draft == "" and word or draft .. " " .. word
      break
    end
  end
  show()
end

function editor:caretDown(sender)
  line = line + 1
  show()
end

-- Why not in the coder: the system deletes restoration state when the user force-quits the app,
-- and the user expects a fresh screen then, never to lose what they wrote. A file saved at Home
-- survives every kill (B7); the caret's line is only where they were (W4).
function editor:encodeRestorableStateWithCoder(coder)
  UIViewController.encodeRestorableStateWithCoder(self, coder)
  coder:encodeInteger_forKey(line, "line")            -- W4: where the user was, nothing more
end

function editor:decodeRestorableStateWithCoder(coder)
  UIViewController.decodeRestorableStateWithCoder(self, coder)
  line = coder:decodeIntegerForKey("line")
end

function App:application_willFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = editor                  -- before restoration (W4)
  window:makeKeyAndVisible()
  draft = FileManager.read("Documents/draft.txt") or ""
  return true
end

function App:application_didFinishLaunchingWithOptions(application, options)
  show()
  return true
end

function App:application_shouldSaveApplicationState(application, coder) return true end
function App:application_shouldRestoreApplicationState(application, coder) return true end

function App:applicationDidEnterBackground(application)
  FileManager.write("Documents/draft.txt", draft)     -- B7: what they wrote survives every kill
end

return App
