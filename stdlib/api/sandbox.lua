-- The API catalog, part 1 of 3: the standard Lua that app and scenario scripts both see
-- (stdlib/host/sandbox.lua builds it). One declarative source of truth: the host checks every
-- live environment against it (APICatalogCheck), and `lifecycle types` renders it into
-- lua-language-server definitions (LuaStubWriter). Schema (also in APICatalog.swift):
--   globals  = list of { name, kind, ... }, kind one of
--     "builtin"  standard Lua, known to the language server: rendered as nothing
--     "function" params = { {name, type, doc}, ... }, returns = { {name, type, doc}, ... }
--     "value"    type
--     "table"    a table of statics: class (its type's name), members = list of functions/values
--     "alias"    the same value as the global named by `of`
--   classes  = list of { name, kind = "object"|"record"|"protocol", parent, open, fields, methods }
--   aliases  = list of { name, type, doc }
--   every entry: doc (one or more sentences) and rules (the rule ids it implements, "B4, B5").
return {
  globals = {
    { name = "_G", kind = "builtin" },
    { name = "_VERSION", kind = "builtin" },
    { name = "assert", kind = "builtin" },
    { name = "collectgarbage", kind = "builtin" },
    { name = "coroutine", kind = "builtin" },
    { name = "error", kind = "builtin" },
    { name = "getmetatable", kind = "builtin" },
    { name = "ipairs", kind = "builtin" },
    { name = "load", kind = "builtin" },
    { name = "math", kind = "builtin" },
    { name = "next", kind = "builtin" },
    { name = "pairs", kind = "builtin" },
    { name = "pcall", kind = "builtin" },
    { name = "print", kind = "builtin" },
    { name = "rawequal", kind = "builtin" },
    { name = "rawget", kind = "builtin" },
    { name = "rawlen", kind = "builtin" },
    { name = "rawset", kind = "builtin" },
    { name = "require", kind = "builtin" },
    { name = "select", kind = "builtin" },
    { name = "setmetatable", kind = "builtin" },
    { name = "string", kind = "builtin" },
    { name = "table", kind = "builtin" },
    { name = "tonumber", kind = "builtin" },
    { name = "tostring", kind = "builtin" },
    { name = "type", kind = "builtin" },
    { name = "utf8", kind = "builtin" },
    { name = "xpcall", kind = "builtin" },
    {
      name = "os", kind = "table", class = "SimulatedOS", rules = "S3",
      doc = "Simulated time: only these four functions of `os` exist, and they read the virtual clock, never the wall clock.",
      members = {
        { name = "time", kind = "function", rules = "S3",
          doc = "2010-06-21 00:00:00 UTC (1277078400) when the scenario begins, plus the whole simulated seconds since; with a date table, converts it in UTC.",
          params = { { "t?", "table", "a date table (year, month, day required)" } },
          returns = { { "seconds", "integer", "seconds since the epoch, simulated" } } },
        { name = "clock", kind = "function", rules = "S3",
          doc = "The simulated seconds since the scenario began.",
          returns = { { "seconds", "number" } } },
        { name = "date", kind = "function", rules = "S3",
          doc = "Formats a time, always in UTC (as if `format` began with `!`); defaults to the simulated now.",
          params = { { "format?", "string", "as C strftime, or \"*t\" for a table" },
                     { "time?", "integer", "seconds since the epoch" } },
          returns = { { "date", "string|table" } } },
        { name = "difftime", kind = "function", rules = "S3",
          doc = "The difference `t2 - t1` in seconds, as standard Lua.",
          params = { { "t2", "integer" }, { "t1?", "integer" } },
          returns = { { "seconds", "number" } } },
      },
    },
  },
  classes = {},
  aliases = {},
}
