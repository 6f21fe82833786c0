/// The Lua fragments generated delegates are made of: errors, endless loops, unbounded
/// allocations, framework calls that may come at the wrong time (R1, R2, R6, R9, I4, B5, B2, E6),
/// and prints of awkward text (JSON escaping, invalid UTF-8). `application` is in scope.
enum FuzzSnippets {
    /// Errors of every shape: a crash kill (S1) with a message, whatever the error value is.
    static let failures = [
        "error('fuzz: boom')",
        "local t = nil local _ = t.field",
        "error({code = 1})",
        "error(setmetatable({}, {__tostring = function() return 'custom error' end}))",
        "assert(false, 'assertion')",
        "work(-1)",
        "application.applicationState = 'active'",
        "error()",
    ]

    /// Code that never ends on its own: every one must end in a watchdog kill.
    static let loops = [
        "while true do end",
        "while true do pcall(function() while true do end end) end",
        "coroutine.wrap(function() while true do coroutine.yield() end end)() while true do end",
        "local s = ('a'):rep(40) s:match(('a?'):rep(40) .. ('a'):rep(40))",
        "local function f() return f() end f()",
        "while true do work(0.25) end",
        "while true do collectgarbage() end",
        "table.move({}, 1, 1e15, 1)",
    ]

    /// Memory: without bound (a jetsam kill, M1), kept across calls, or churned.
    static let allocations = [
        "local t = {} while true do t[#t + 1] = ('x'):rep(100000) .. #t end",
        "fuzz_kept = (fuzz_kept or '') .. ('y'):rep(1 << 20)",
        "for i = 1, 50 do local s = ('z'):rep(100000) .. i end",
        "local t = {} for i = 1, 20000 do t[i] = {i} end",
    ]

    /// Framework calls, fine at some moments and wrong at others.
    static let frameworks = [
        "fuzz_gl = EAGLContext.new() glClear() glDrawArrays()",
        "glFlush()",
        "glFinish()",
        "fuzz_service = NSNetService.new{name = 'Fuzz'} fuzz_service:publish()",
        "if fuzz_service then fuzz_service:stop() end",
        "fuzz_listener = Socket.listen(8080)",
        "local s = Socket.connect('example.com:80') print(s:send('x')) print(s:receive()) s:close()",
        "fuzz_book = ABAddressBookCreate()",
        "if fuzz_book then CFRelease(fuzz_book) fuzz_book = nil end",
        "local v = UIView.new{name = 'fuzz', sensitive = true} v:setNeedsDisplay()",
        "fuzz_alert = UIAlertView.new{title = 'Fuzz', cancel = function() work(0.1) end} fuzz_alert:show()",
        "local s = EASession.open() if s then s:close() end",
        "FileManager.write('notes.txt', 'hello', {protection = NSFileProtectionComplete})",
        "local h = FileHandle.open('notes.txt') if h then print(h:read()) h:close() end",
        "NSUserDefaults.standardUserDefaults():setObject(math.random(1, 9), 'level')",
        "NSUserDefaults.standardUserDefaults():synchronize()",
        "fuzz_cache = fuzz_cache or NSCache.new('images') fuzz_cache:setObject(math.random(1, 50), 12)",
        "print(footprint())",
        "fuzz_timer = NSTimer.scheduledTimer(0.5, true, function() work(0.01) end)",
        "application:endBackgroundTask(12345)",
        "print(application.applicationState, application.backgroundTimeRemaining)",
        "fuzz_player = AVAudioPlayer.new() fuzz_player:play()",
        "local m = CLLocationManager.new{didUpdateLocations = function() work(0.05) end} m:startUpdatingLocation()",
        // W1, W2: the interval, and a wake's handler called once, twice, or with a bad result.
        "application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum)",
        "if fuzz_done then fuzz_done(UIBackgroundFetchResultNewData) end",
        "if fuzz_done then fuzz_done('noData') fuzz_done('failed') end",
        "if fuzz_done then fuzz_done({}) end",
        // W4: state restoration (the generated delegates implement its two methods at random):
        // controllers with identifiers, values a coder stores and refuses, a coder kept too long.
        "fuzz_vc = fuzz_vc or UIViewController.new('Fuzz') fuzz_vc.restorationIdentifier = 'fuzz' fuzz_window = fuzz_window or UIWindow.new() fuzz_window.rootViewController = fuzz_vc",
        "if fuzz_vc then function fuzz_vc:encodeRestorableStateWithCoder(c) fuzz_coder = c c:encodeObject_forKey({n = math.random(1, 9), t = {1, 'x\\0', true}}, 'state') end end",
        "if fuzz_vc then function fuzz_vc:decodeRestorableStateWithCoder(c) print(c:decodeObjectForKey('state'), c:decodeIntegerForKey('n'), c:decodeBoolForKey('state')) end end",
        "if fuzz_vc then function fuzz_vc:encodeRestorableStateWithCoder(c) local t = {} t.t = t c:encodeObject_forKey(({t, 0/0, print, 1e308})[math.random(1, 4)], 'bad') end end",
        "if fuzz_coder then print(pcall(fuzz_coder.encodeObject_forKey, fuzz_coder, 1, 'late')) end",
        "if fuzz_vc then fuzz_vc.restorationIdentifier = ({nil, 'fuzz', 'other'})[math.random(1, 3)] end",
    ]

    /// Huge and non-finite numbers everywhere a framework takes one (H01): each is a value the
    /// checked path accepts, clamps, or refuses with a Lua error (a crash of the app), never a
    /// trap of the host.
    static let numbers = [
        "work(math.huge)",
        "work(0/0)",
        "work(-math.huge)",
        "DispatchQueue.main:asyncAfter(1e19, function() end)",
        "DispatchQueue.global():asyncAfter(0/0, function() end)",
        "DispatchQueue.main:asyncAfter(3155760000, function() print('the end of time') end)",
        "NSTimer.scheduledTimer(1e308, true, function() end)",
        "NSTimer.scheduledTimer(0/0, false, function() end)",
        "NSCache.new('huge'):setObject('k', 1e19)",
        "NSCache.new('nan'):setObject('k', 0/0)",
        "NSCache.new('inf'):setObject('k', math.huge)",
        "UIView.new{name = 'nan', frame = {0/0, 1e308, -math.huge, 1}}",
        "UIView.new{name = 'far', frame = {1e308, -1e308, 1e308, 1e308}}",
        "NSUserDefaults.standardUserDefaults():setObject(0/0, 'nan')",
        "NSUserDefaults.standardUserDefaults():setObject(-math.huge, 'inf')",
        "application:endBackgroundTask(1e19)",
        "application:endBackgroundTask(0/0)",
        "Socket.listen(2^63)",
        "print(footprint(), application.backgroundTimeRemaining, 0/0, -0/0, math.huge)",
        "application:setMinimumBackgroundFetchInterval(0/0)",
        "application:setMinimumBackgroundFetchInterval(1e19)",
        "application:setMinimumBackgroundFetchInterval(-math.huge)",
        "application:setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalNever)",
        "if fuzz_done then fuzz_done(0/0) end",
    ]

    /// Blocks that queue themselves (H03): every one must let time pass and end in a T5 kill or
    /// run on harmlessly, never hang the host.
    static let requeuing = [
        "local function poll() DispatchQueue.main:async(poll) end poll()",
        "local function poll() DispatchQueue.main:asyncAfter(0, poll) end poll()",
        "local function poll() DispatchQueue.global():async(poll) end poll()",
        "local a, b a = function() DispatchQueue.global():async(b) end b = function() DispatchQueue.main:async(a) end a()",
        "local function tick() DispatchQueue.main:asyncAfter(0.002, tick) end tick()",
        "local function fan() DispatchQueue.main:async(fan) DispatchQueue.main:async(fan) end fan()",
    ]

    /// Host structures an app can grow (H05, H06): each operation must stay cheap, and what the
    /// system holds counts in the footprint (a jetsam kill past the limit, M1); files past the
    /// device's storage fail with NSFileWriteOutOfSpaceError.
    static let growing = [
        "for i = 1, 2000 do local id id = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(id) end) end",
        "local c = NSNotificationCenter.defaultCenter() for i = 1, 2000 do c:addObserver('UIApplicationDidEnterBackgroundNotification', function() end) end",
        "local root = UIView.new{name = 'root'} for i = 1, 2000 do root:addSubview(UIView.new{name = 'v' .. i}) end",
        "local v = UIView.new{name = 'deep'} for i = 1, 150 do local w = UIView.new{name = 'd' .. i} if not pcall(v.addSubview, v, w) then break end v = w end",
        "for i = 1, 500 do UIAlertView.new{title = 'a' .. i}:show() end",
        "for i = 1, 500 do NSTimer.scheduledTimer(1 + i, false, function() end) end",
        "for i = 1, 200000 do DispatchQueue.main:asyncAfter(1, function() end) end",
        "local s = ('x'):rep(16 << 20) for i = 1, 20 do print(FileManager.write('Documents/big' .. i, s)) end",
        "local d = NSUserDefaults.standardUserDefaults() local s = ('y'):rep(1 << 20) for i = 1, 200 do d:setObject(s, 'k' .. i) end",
    ]

    /// What an app prints: the trace must stay valid JSON whatever the bytes.
    static let prints = [
        "print('hello')",
        "print('tab\\there', 'quote \" and backslash \\\\')",
        "print('nul \\0 byte', 'bell \\7')",
        "print('\\255\\254 not UTF-8', 'caf\\195\\169 \\226\\156\\147')",
        "print(1, nil, true, 2.5, {}, print)",
        "print(('long '):rep(2000))",
        "for i = 1, 1200 do print('line', i) end",
        "print(string.format('%5.2f|%q', math.pi, 'x\\ny'))",
    ]

    /// Notifications an observer may wait for (N).
    static let notifications = [
        "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification",
        "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
        "UIApplicationDidReceiveMemoryWarningNotification", "UIDeviceOrientationDidChangeNotification",
        "NSCurrentLocaleDidChangeNotification", "NSUserDefaultsDidChangeNotification",
        "UIApplicationProtectedDataWillBecomeUnavailable", "EAAccessoryDidDisconnectNotification",
    ]
}
