-- runloop/other-app.lua: another app the user opens from the notification centre (I3).
return {}
