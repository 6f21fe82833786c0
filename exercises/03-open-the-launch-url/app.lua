-- Exercise 03: Say yes to the launch URL (L3)
--
-- Another app can launch yours to open a URL (a recipes:// link tapped in Mail, say). The
-- system then puts the URL in the launch options (options.UIApplicationLaunchOptionsURLKey)
-- and lets application:didFinishLaunchingWithOptions: decide: returning true means "yes, open
-- it", and the system then delivers the URL to
-- application:openURL:sourceApplication:annotation: before the app becomes active. Returning
-- false (or nothing at all, which Lua reads as nil) means the URL is not opened (L3).
--
-- Why the detour? The launch method can refuse URLs it does not understand, and the app handles
-- every URL in one place, whether it arrives at launch or later.
--
-- This recipe app shows a recipe when it receives a recipes://recipe/NAME link, and saves what
-- it shows in Documents/showing.txt. But the learner who wrote didFinishLaunching forgot what
-- to return.
--
-- Your task: return true from didFinishLaunching when there is no URL or when the URL uses the
-- recipes:// scheme, and false for any other scheme.
-- Check with:  lifecycle learn check 3

local Recipes = {}

function Recipes:application_didFinishLaunchingWithOptions(application, options)
  local url = options.UIApplicationLaunchOptionsURLKey
  print("launching, url = " .. tostring(url))
  -- TODO: return true unless the URL has a scheme other than recipes://
end

function Recipes:application_openURL_sourceApplication_annotation(application, url, sourceApplication, annotation)
  local name = url:match("/recipe/(%w+)$")    -- trusts didFinishLaunching to filter schemes
  if not name then return false end
  FileManager.write("Documents/showing.txt", name)
  return true
end

return Recipes
