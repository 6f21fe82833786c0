-- open-url/app.lua: a recipe app that opens `recipes://` links.
--
-- Story: launched by a link (L3), application:didFinishLaunchingWithOptions: reads the URL and
-- the source application from the launch options (UIApplicationLaunchOptionsURLKey,
-- UIApplicationLaunchOptionsSourceApplicationKey) and returns true only for a scheme it knows,
-- so the system then delivers the URL through application:openURL:sourceApplication:annotation:
-- before applicationDidBecomeActive: (L3). A link that arrives while the app is suspended
-- brings it to the foreground first: applicationWillEnterForeground:, the URL, then
-- applicationDidBecomeActive: (U1). It also implements application:handleOpenURL:, the only
-- URL method of iOS 4.1 and older (rule P: `--profile ios4` or `ios3` calls that one instead).
--
-- Run:      lifecycle run examples/open-url/app.lua examples/open-url/scenario.lua
-- Expected: exit status 0 (also with --profile ios4, where handleOpenURL: receives the URLs).

local Recipes = {}

local function show(url)
  local id = url:match("^recipes://recipe/(%w+)$")
  if not id then return false end
  print("showing recipe " .. id)
  return true
end

function Recipes:application_didFinishLaunchingWithOptions(application, options)
  local url = options.UIApplicationLaunchOptionsURLKey
  if url then
    print("launched to open " .. url .. " from "
      .. tostring(options.UIApplicationLaunchOptionsSourceApplicationKey))
    -- L3: true lets the system deliver the URL; false means it is not opened.
    return url:find("^recipes://") ~= nil
  end
  return true
end

-- iOS 4.2 and later (L3, U1, U2).
function Recipes:application_openURL_sourceApplication_annotation(application, url, sourceApplication, annotation)
  print("openURL " .. url .. " from " .. tostring(sourceApplication)
    .. " (applicationState = " .. application.applicationState .. ")")
  return show(url)
end

-- iOS 4.1 and older, or a delegate without the method above (L3).
function Recipes:application_handleOpenURL(application, url)
  print("handleOpenURL " .. url)
  return show(url)
end

function Recipes:applicationWillEnterForeground(application)
  print("will enter foreground")
end

function Recipes:applicationDidBecomeActive(application)
  print("active")
end

return Recipes
