// Lua 5.4 from the system. Debian installs the headers under lua5.4/ (pkg-config adds that
// directory to the include path); Homebrew puts them on the include path directly.
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
