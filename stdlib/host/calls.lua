-- The host-call catalog: every function that crosses between the host's preludes
-- (stdlib/host/*.lua) and Swift, declared once. Data only: no prelude runs it, so it costs a
-- process nothing; HostCallCatalogTests reads it and checks both sides against it (the preludes'
-- calls and reads, the Swift field names and registered functions). Schema:
--   constants = { group = { NAME = value } }: values Swift hands the preludes as host.group
--   preludes  = { prelude = { files = {...}, host = {...}, returns = {...} } }
--     files    the stdlib/host/ files that run as this prelude (they share its `host`)
--     host     the functions Swift passes in `host`: name = one of
--       { params = { {"name", "type"}, ... } }  a fixed, typed signature (at most 2 arguments)
--       { fields = { {"name", "type"}, ... } }  one table of named fields: host.name{ a = ... }
--       { value = "type" }                      not a function (a table of constants)
--       and: returns = { {"name", "type"} }, by = "C" (called from Sources/LuaShim, not Lua)
--     returns  what the prelude's chunk returns: { {"name", "type"} } is one table of named
--       fields; a function among them is declared in `entries`
--     entries  functions a prelude returns for Swift to call: params or fields as above, and
--       result = { {"name", "type"} } when it returns one table of named fields
-- A type ending in ? may be nil. Host plumbing: it implements no rule itself; the rules are
-- those of the functions' bindings (Sources/LifecycleLua/Bindings/).
local id, name, text, flag = { "id", "integer" }, { "name", "string" }, { "text", "string" }, { "on", "boolean" }
local path = { "path", "string" }
local function p(...) return { params = { ... } } end
local function r(t, ...) t.returns = { ... }; return t end

return {
  constants = {
    -- E3: the responder chain names three objects that are not views by these ids.
    responder = { window = -1, application = -2, delegate = -3 },
  },
  preludes = {
    sandbox = {
      files = { "sandbox", "limits" },
      host = {
        stdlib_source = r(p(name), { "source", "string?" }),
        prelude = r(p(name), { "chunk", "function" }),
        seed = r(p(), { "seed", "integer" }),
        now = r(p(), { "seconds", "number" }),
        print_line = { params = { text }, by = "C" },
        -- A C function (Sources/LuaShim/ShimLimits.c): the counted replacements of C loops.
        limits = r(p(), { "counted", "table" }),
      },
      returns = { { "env", "table" } },
    },
    app = {
      files = { "app", "scenes" },
      host = {
        prelude = r(p(name), { "chunk", "function" }),
        work = p({ "seconds", "number" }),
        application_state = r(p({ "describing", "boolean?" }), { "state", "string" }),
        background_time_remaining = r(p(), { "seconds", "number" }),
        begin_background_task = r(p({ "application", "table" }, { "handler", "function?" }), { "task", "integer" }),
        end_background_task = p({ "application", "table" }, { "task", "integer" }),
        dispatch = { fields = { { "queue", "string" }, { "seconds", "number" }, { "fn", "function" } } },
        -- W1, W2: setMinimumBackgroundFetchInterval:, and a wake's completion handler called.
        set_fetch_interval = p({ "application", "table" }, { "seconds", "number" }),
        complete_wake = { fields = { id, { "handler", "string" }, { "result", "any" } } },
        -- C1-C4: the scenes of the app, for UIScene, UISceneSession and UIApplication.
        scene_state = r(p(id), { "state", "string" }),
        scene_activity = r(p(id), { "activity", "any" }),
        scene_keep_activity = p(id, { "activity", "any" }),
        scene_configuration = { fields = { id, { "name", "string?" }, { "delegate_class", "string?" } } },
        scene_sessions = r(p({ "connected", "boolean" }), { "sessions", "table" }),
        supports_multiple_scenes = r(p(), { "supports", "boolean" }),
      },
      returns = { { "application", "UIApplication" }, { "inspect", "function" }, { "completion_handler", "function" },
                  { "scene_call", "function" } },
      entries = {
        inspect = {
          params = { { "delegate", "any" }, { "hook_names", "table" } },
          result = { { "hooks", "table" }, { "keys", "table" }, { "not_functions", "table" },
                     { "exit_on_suspend", "boolean" }, { "modes", "table" }, { "orientations", "table?" },
                     { "info_keys", "table" }, { "problems", "table" }, { "dotted", "table" },
                     { "scene_manifest", "boolean" }, { "scene_multiple", "boolean" },
                     { "scene_names", "table" }, { "scene_classes", "table" }, { "scene_roles", "table" },
                     { "bg_identifiers", "table" } },
        },
        -- C1-C4: calls a scene method (or the app delegate's scene methods) with the scene's
        -- objects, made on first use; kind: scene, connect, urls, activity, session, discard, release.
        scene_call = {
          fields = { { "kind", "string" }, id, { "hook", "function?" }, { "delegate", "table?" }, { "class", "table?" },
                     { "name", "string?" }, { "persistent_identifier", "string?" }, { "configuration", "string?" },
                     { "delegate_class", "string?" }, { "urls", "table?" }, { "discarded", "table?" } },
        },
        -- W1, W2: a wake's completion handler, for the wake `id` of `kind` ("fetch", "push").
        completion_handler = { params = { id, { "kind", "string" } } },
      },
    },
    frameworks = {
      files = { "frameworks", "frameworks/system", "frameworks/storage", "frameworks/ui", "frameworks/restoration",
                "frameworks/bgtasks" },
      host = {
        prelude = r(p(name), { "chunk", "function" }),
        responder = { value = "table" },
        -- system.lua
        gl_create = p(), gl_draw = p({ "call", "string" }), gl_finish = p(),
        service_publish = p(name), service_stop = r(p(name), { "stopped", "boolean" }),
        listen = p({ "port", "integer" }), listen_close = r(p({ "port", "integer" }), { "closed", "boolean" }),
        socket_connect = r(p(), id), socket_use = r(p(id), { "err", "string?" }), socket_close = p(id),
        shared_acquire = p(name), shared_release = r(p(name), { "released", "boolean" }),
        accessory_open = r(p(), { "err", "string?" }), accessory_close = p(),
        alert_show = r(p({ "title", "string" }, { "cancel", "function?" }), id),
        alert_dismiss = r(p(id), { "dismissed", "boolean" }),
        observer_add = r(p(name, { "fn", "function" }), { "token", "integer" }),
        observer_remove = p({ "token", "integer" }),
        -- storage.lua
        file_write = r({ fields = { path, text, { "protection", "string?" } } }, { "ok", "true?" }, { "err", "string?" }),
        file_read = r(p(path), text, { "err", "string?" }),
        file_exists = r(p(path), { "exists", "boolean" }),
        file_remove = r(p(path), { "removed", "boolean" }),
        file_open = r(p(path), { "ok", "true?" }, { "err", "string?" }),
        file_close = p(path),
        defaults_set = p({ "key", "string" }, { "value", "any" }),
        defaults_get = r(p({ "key", "string" }), { "value", "any" }),
        defaults_synchronize = r(p(), { "ok", "boolean" }),
        cache_set = { fields = { { "cache", "string" }, { "key", "string" }, { "megabytes", "number" } } },
        cache_remove = p({ "cache", "string" }, { "key", "string?" }),
        footprint = r(p(), { "megabytes", "number" }),
        mode_set = p({ "mode", "string" }, flag),
        location_start = p({ "fn", "function" }),
        location_stop = p(),
        -- ui.lua
        object_register = r(p(name), id),
        view_add = r({ fields = { name, { "x", "number" }, { "y", "number" }, { "width", "number" }, { "height", "number" },
                                  { "hidden", "boolean" }, { "sensitive", "boolean" }, { "interactive", "boolean" },
                                  { "control", "boolean" }, { "draw", "function?" } } }, id),
        view_add_subview = r(p({ "child", "integer" }, { "parent", "integer" }), { "added", "true?" }),
        view_remove = p(id), view_to_window = p(id), view_set_needs_display = p(id), become_first_responder = r(p(id), { "ok", "boolean" }),
        resign_first_responder = r(p(id), { "ok", "boolean" }),
        view_set_hidden = p(id, flag), view_set_interactive = p(id, flag),
        view_set_frame = { fields = { id, { "x", "number" }, { "y", "number" }, { "width", "number" }, { "height", "number" } } },
        view_hidden = r(p(id), { "hidden", "boolean" }),
        view_frame = r(p(id), { "frame", "table?" }),
        view_interactive = r(p(id), { "interactive", "boolean" }),
        dispatch_handler = p({ "index", "integer" }),
        control_add_target = { fields = { { "control", "integer" }, { "target", "integer?" }, { "action", "string" } } },
        controller_add = r(p(name), id),
        controller_load = r(p(id), { "view", "integer" }, { "first", "boolean" }),
        controller_callback = p(id, { "method", "string" }),
        controller_present = r(p(id, { "presenter", "integer" }), { "presented", "boolean" }),
        controller_dismiss = p(id),
        window_make = p(),
        window_set_root = p(id),
        window_root_selector = p({ "setter", "boolean" }),
        controller_modal_style = r(p(id), { "style", "string" }),
        controller_set_modal_style = p(id, { "style", "any" }),
        missing_super = p(id, { "method", "string" }),
        timer_schedule = r({ fields = { { "seconds", "number" }, { "repeats", "boolean" }, { "fn", "function" } } }, id),
        timer_valid = r(p(id), { "valid", "boolean" }),
        timer_invalidate = p(id),
        accelerometer_delegate = p({ "id", "integer?" }),
        -- W4 (ui.lua, restoration.lua): restoration identifiers, and the coder of the state
        -- restoration methods.
        controller_set_restoration_id = p(id, { "identifier", "string?" }),
        coder_encode = { fields = { { "coder", "integer" }, { "key", "string" }, { "value", "any?" }, { "kind", "string" } } },
        coder_decode = r(p({ "coder", "integer" }, { "key", "string" }), { "value", "any" }),
        -- C6 (bgtasks.lua): BGTaskScheduler's register, submit and cancel, and a task's
        -- expiration handler and completion.
        bg_register = r(p({ "identifier", "any" }, { "fn", "function" }), { "registered", "boolean" }),
        bg_submit = r({ fields = { { "identifier", "string" }, { "kind", "string" }, { "earliest", "number?" },
                                   { "power", "boolean" }, { "network", "boolean" } } },
                      { "ok", "boolean" }, { "code", "integer?" }, { "message", "string?" }),
        bg_cancel = p({ "identifier", "string?" }),
        bg_set_expiration = p(id, { "fn", "function?" }),
        bg_complete = p(id, { "success", "boolean" }),
        -- P: whether the profile has BGTaskScheduler (ios13); before, bgtasks.lua is not run.
        bg_available = { value = "boolean" },
      },
      returns = { { "deliver", "function" }, { "appear", "function" }, { "restore", "function" }, { "bg_task", "function" } },
      entries = {
        -- E3, E4, E5: calls the first responder of chain that implements method; its index.
        deliver = {
          fields = { { "method", "string" }, { "chain", "table" }, { "delegate", "table" }, { "application", "UIApplication" },
                     { "kind", "string" }, { "x", "number?" }, { "y", "number?" }, { "z", "number?" },
                     { "phase", "string?" }, { "subtype", "string?" }, { "sender", "integer?" } },
        },
        -- V1: loads a view controller's view and runs an appearance method ("load": none).
        appear = { params = { id, { "method", "string" } } },
        -- W4: runs a controller's encode/decode method with a new coder, or calls the app
        -- delegate's `hook` (shouldSave/shouldRestore) with one and returns its result.
        restore = {
          fields = { { "coder", "integer" }, { "controller", "integer?" }, { "method", "string?" },
                     { "hook", "function?" }, { "delegate", "table?" }, { "application", "UIApplication?" } },
        },
        -- C6: the BGTask object a launch handler is called with.
        bg_task = { fields = { id, { "identifier", "string" }, { "kind", "string" } } },
      },
    },
    -- A scenario's require of its suite's helpers (Sources/LifecycleLua/Bindings/WrapScenarioRequire.swift).
    helpers = {
      files = { "helpers" },
      host = {
        -- kind: "none", "stdlib" or "helper" (then its source and chunk name); chain: the
        -- helpers loading now. Stops the scenario on a bad name, a missing file or a cycle.
        find = r(p(name, { "chain", "table" }), { "kind", "string" }, { "source", "string?" }, { "chunk_name", "string?" }),
        -- Stops the scenario: the helper did not compile, or raised problem.
        fail = p(name, { "problem", "any" }),
      },
    },
    -- Strict globals for learners (Sources/LifecycleLua/Sandbox/StrictGlobals.swift): a read of
    -- a global the script's environment lacks, and a write of a new one from a hook.
    globals = {
      files = { "globals" },
      host = {
        undefined = p(name, { "site", "string" }),
        new_global = p(name, { "site", "string" }),
        -- Whether the main chunk is still running (a scenario's always is).
        loading = r(p(), { "loading", "boolean" }),
        -- A C function (Sources/LuaShim/ShimGlobals.c): gives env the strict metamethods.
        install = p({ "env", "table" }, { "host", "table" }),
      },
    },
    repl = {
      files = { "repl" },
      host = {
        application_info = r(p(), { "state", "string?" }, { "remaining", "number?" }),
        delegate_hooks = r(p(), { "hooks", "table" }),
        -- The names of the scenario verbs (ScenarioVerb), for completion.
        verbs = { value = "table" },
      },
      returns = { { "show_results", "function" }, { "complete", "function" } },
      entries = {
        show_results = { params = { { "chunk", "function" } } },
        complete = { params = { text } },
      },
    },
  },
}
