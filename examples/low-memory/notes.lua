-- low-memory/notes.lua: a notes app that drops its caches when it enters the background
-- (B8, R5). Suspended with a small footprint, it is purged last among the suspended apps (M1).
local Notes = {}
local previews = NSCache.new("previews")

function Notes:application_didFinishLaunchingWithOptions(application, options)
  previews:setObject("all notes", 25)
  return true
end

function Notes:applicationDidEnterBackground(application)
  previews:removeAllObjects()               -- B8: cheap to rebuild, so let it go
end

return Notes
