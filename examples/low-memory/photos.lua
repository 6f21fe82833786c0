-- low-memory/photos.lua: a photo browser that keeps 60 MB of thumbnails cached, even in the
-- background (B8, R5 say: release what you can reload). Under memory pressure it is the
-- largest suspended app, so the system purges it first (M1).
local Photos = {}
local thumbnails = NSCache.new("thumbnails")

function Photos:application_didFinishLaunchingWithOptions(application, options)
  thumbnails:setObject("camera roll", 60)   -- megabytes
  return true
end

return Photos
