/// The fuzzer's S3 pieces: blocks on global queues that run on threads beside the main thread,
/// work across a suspension (they freeze, resume at the next wake, or are lost when the process
/// is purged, M1, or killed), pause where Lua cannot (a table.sort comparator or a gsub
/// replacement that works: the pause waits until the sort or gsub returns), and run coroutines of their own.
extension FuzzSnippets {
    static let threads = [
        // A save that outlasts the few seconds before suspension, and ones that do not.
        "DispatchQueue.global():async(function() work(8) print('saved') end)",
        "DispatchQueue.global():async(function() work(0.5) print('quick') end)",
        "DispatchQueue.global():async(function() for i = 1, 40 do work(0.5) end print('chunks done') end)",
        "DispatchQueue.global():asyncAfter(2, function() work(12) end)",
        // Several side by side, and one queueing the next.
        "for i = 1, 4 do DispatchQueue.global():async(function() work(i * 3) print('side', i) end) end",
        "DispatchQueue.global():async(function() work(3) DispatchQueue.global():async(function() work(6) print('second') end) end)",
        "DispatchQueue.global():async(function() work(4) DispatchQueue.main:async(function() print('back on main') end) end)",
        // Memory held while frozen, so that low_memory purges the process (M1): the code is lost.
        "DispatchQueue.global():async(function() fuzz_held = ('m'):rep(8 << 20) work(30) fuzz_held = nil end)",
        // Pauses due inside a C function that called back into Lua: they wait until it returns.
        "DispatchQueue.global():async(function() local t = {} for i = 1, 60 do t[i] = (i * 7) % 13 end table.sort(t, function(a, b) work(0.2) return a < b end) print('sorted') end)",
        "DispatchQueue.global():async(function() print((('abc'):rep(30)):gsub('b', function() work(0.3) return 'B' end)) end)",
        // Coroutines of the app's own, inside a block.
        "DispatchQueue.global():async(function() local co = coroutine.wrap(function() for i = 1, 20 do work(0.5) coroutine.yield(i) end end) for i = 1, 20 do co() end print('co done') end)",
        "DispatchQueue.global():async(function() local co = coroutine.create(function() work(10) end) print(coroutine.resume(co)) print(coroutine.status(co)) end)",
        // pcall and errors across a pause; a spin of Lua instructions; a block past its watchdog (T5).
        "DispatchQueue.global():async(function() print(pcall(function() work(6) error('late') end)) end)",
        "DispatchQueue.global():async(function() work(5) error('a block failed after its work') end)",
        "DispatchQueue.global():async(function() local x = 0 for i = 1, 2000000 do x = x + i end print(x) end)",
        "DispatchQueue.global():async(function() while true do work(1) end end)",
        // A background task a block ends when its work is done (B5), or never.
        "do local id id = application:beginBackgroundTaskWithExpirationHandler(function() application:endBackgroundTask(id) end) DispatchQueue.global():async(function() work(7) application:endBackgroundTask(id) end) end",
        "do local id = application:beginBackgroundTaskWithExpirationHandler(function() end) DispatchQueue.global():async(function() work(20) end) end",
    ]
}

extension FuzzScenario {
    /// S3: verbs that suspend an app with work in flight, wake it, purge it, and bring it back.
    static let threads = [
        "home() advance(3) reopen()",
        "home() advance(12) low_memory(500) reopen()",
        "home() advance(30) low_memory() advance(5)",
        "home() advance(2) user_kill() launch()",
        "if profile() == 'ios7' or profile() == 'ios13' then home() advance(15) background_fetch() advance(40) reopen() end",
        "if profile() == 'ios13' then home() advance(20) run_bg_task('fuzz.refresh') advance(40) reopen() end",
    ]
}
