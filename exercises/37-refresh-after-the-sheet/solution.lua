-- Exercise 37: Refresh after the sheet, not in viewWillAppear (V1)
--
-- Exercise 25 refreshed a screen in viewWillAppear:, which UIKit calls each time the screen comes
-- back. That held while a presented controller covered the whole screen, the only way an iPhone
-- presented one before iOS 13: the presenter left the window, and came back to it, with its
-- viewWillAppear:, when the other was dismissed. From iOS 13 a controller presented with the
-- default style ("automatic") is a page sheet: the presenter stays in the window behind it, and
-- gets none of the four appearance calls, neither when the sheet comes nor when it goes (V1).
-- An app that refreshed its list in viewWillAppear: now shows stale data after every sheet.
--
-- This shopping list shows its items (written to Documents/list.txt when it renders) and has a
-- "+" button that presents an editor; the editor's Add button adds the next item and dismisses
-- itself. Built against iOS 12 it worked; on iOS 13 the new item never shows.
--
-- Two fixes would pass. Setting editor.modalPresentationStyle = "fullScreen" brings the old
-- calls back, but also the old look, and loses the swipe-down of a sheet. The idiomatic one:
-- the presented controller tells its presenter what changed (a delegate, or a callback the
-- presenter hands it), and the presenter refreshes then, whatever the presentation style.
--
-- Builds on: E4
-- Profile: ios13
--
-- Your task: when the editor adds an item, have it tell the list, and the list render again.
-- Check with:  lifecycle learn check 37

local App = {}
local items = { "milk" }
local toAdd = { "eggs", "bread" }                   -- what the user types, one per visit
local list = UIViewController.new("List")
local editor = UIViewController.new("Editor")

local function render()
  FileManager.write("Documents/list.txt", table.concat(items, ", "))
end

function list:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local plus = UIButton.new{ name = "plus", frame = { 260, 10, 50, 40 } }
  self.view:addSubview(plus)
  plus:addTarget(self, "openEditor")
end

function list:viewWillAppear(animated)
  UIViewController.viewWillAppear(self, animated)
  render()                                          -- the first appearance; not after a sheet (V1)
end

function list:openEditor(sender)
  editor.onAdd = function() render() end            -- V1: the editor tells the list
  self:presentViewController(editor)
end

function editor:viewDidLoad()
  UIViewController.viewDidLoad(self)
  local add = UIButton.new{ name = "add", frame = { 10, 10, 80, 40 } }
  self.view:addSubview(add)
  add:addTarget(self, "add")
end

function editor:add(sender)
  items[#items + 1] = table.remove(toAdd, 1)
  if self.onAdd then self.onAdd() end
  self:dismissViewController()
end

function App:application_didFinishLaunchingWithOptions(application, options)
  local window = UIWindow.new()
  window.rootViewController = list
  window:makeKeyAndVisible()
  return true
end

return App
