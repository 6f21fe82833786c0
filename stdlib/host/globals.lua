-- Strict globals for learners (docs/app-api.md, "Undefined globals"): the last prelude of an app
-- or a scenario state, run just before the script. A read of a global the environment lacks,
-- from the script's own code, is reported once per name and line (host.undefined: the host warns,
-- with the spelling the learner may have meant); in an app, a write of a new global once the
-- main chunk has returned (from a hook, a block, a timer) is reported as luacheck reports
-- "setting non-standard global variable" (host.new_global). The metamethods are C
-- (host.install, Sources/LuaShim/ShimGlobals.c), so that they cost the app nothing; Swift's side
-- is Sources/LifecycleLua/Sandbox/StrictGlobals.swift. The calls are declared in
-- stdlib/host/calls.lua.
local env, host = ...
host.install(env, { undefined = host.undefined, new_global = host.new_global, loading = host.loading })
