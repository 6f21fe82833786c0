import PropertyBased

/// One thing a generated piece of app code does (the fuzzer's delegates, B4, B5, L5, T5, M1,
/// S1, R1–R9). Leaf actions stand alone; `task`, `dispatch` and `observe` run a leaf later, as an
/// expiration handler, a block or a notification observer.
indirect enum FuzzAction: Sendable, Equatable {
    case work(Double)
    case fail(Int)
    case loop(Int)
    case allocate(Int)
    case spin(Int)
    case framework(Int)
    case print(Int)
    case number(Int)
    case requeue(Int)
    case grow(Int)
    /// C6: a `BGTaskScheduler` call (FuzzSnippets+BGTask.swift).
    case bgTask(Int)
    /// S3: a block on a global queue (FuzzSnippets+Threads.swift).
    case thread(Int)
    case random
    case task(handler: FuzzAction, endInHandler: Bool, endNow: Bool)
    case dispatch(main: Bool, delay: Double, FuzzAction)
    case observe(Int, FuzzAction)

    /// The action as Lua statements (`application` must be in scope).
    var lua: String {
        switch self {
        case .work(let seconds): return "work(\(seconds))"
        case .fail(let i): return FuzzSnippets.failures[i]
        case .loop(let i): return FuzzSnippets.loops[i]
        case .allocate(let i): return FuzzSnippets.allocations[i]
        case .spin(let n): return "do local x = 0 for i = 1, \(n) do x = x + i end end"
        case .framework(let i): return FuzzSnippets.frameworks[i]
        case .print(let i): return FuzzSnippets.prints[i]
        case .number(let i): return FuzzSnippets.numbers[i]
        case .requeue(let i): return FuzzSnippets.requeuing[i]
        case .grow(let i): return FuzzSnippets.growing[i]
        case .bgTask(let i): return FuzzSnippets.bgTasks[i]
        case .thread(let i): return FuzzSnippets.threads[i]
        case .random: return "if math.random() < 0.5 then work(math.random() * 3) else print(math.random(1, 100)) end"
        case .task(let handler, let endInHandler, let endNow):
            return """
            do
              local id
              id = application:beginBackgroundTaskWithExpirationHandler(function()
                \(handler.lua)
                \(endInHandler ? "application:endBackgroundTask(id)" : "")
              end)
              \(endNow ? "application:endBackgroundTask(id)" : "")
            end
            """
        case .dispatch(let main, let delay, let block):
            let queue = main ? "DispatchQueue.main" : "DispatchQueue.global()"
            return "\(queue):asyncAfter(\(delay), function()\n  \(block.lua)\nend)"
        case .observe(let i, let observer):
            return """
            NSNotificationCenter.defaultCenter():addObserver("\(FuzzSnippets.notifications[i])", function(note)
              \(observer.lua)
            end)
            """
        }
    }

    static let workAmounts: [Double] = [0, 0.001, 0.2, 1, 2.5, 4.9, 5.5, 9.5, 10.5, 19, 25, 61]
    static let delays: [Double] = [0, 0.5, 3, 30, 200]

    /// Actions that stand alone. Endless loops and unbounded allocations are rare, as in apps.
    static var leaf: Generator<FuzzAction, AnySequence<(index: Int, value: Any)>> {
        Gen<FuzzAction>.frequency(
            (weight: 6, gen: Gen<Double?>.element(of: workAmounts).map { FuzzAction.work($0 ?? 0) }),
            (weight: 2, gen: Gen.int(in: 0...(FuzzSnippets.failures.count - 1)).map { FuzzAction.fail($0) }),
            (weight: 1, gen: Gen.int(in: 0...(FuzzSnippets.loops.count - 1)).map { FuzzAction.loop($0) }),
            (weight: 1, gen: Gen.int(in: 0...(FuzzSnippets.allocations.count - 1)).map { FuzzAction.allocate($0) }),
            (weight: 2, gen: Gen.int(in: 0...300_000).map { FuzzAction.spin($0) }),
            (weight: 8, gen: Gen.int(in: 0...(FuzzSnippets.frameworks.count - 1)).map { FuzzAction.framework($0) }),
            (weight: 3, gen: Gen.int(in: 0...(FuzzSnippets.prints.count - 1)).map { FuzzAction.print($0) }),
            (weight: 2, gen: Gen.int(in: 0...(FuzzSnippets.numbers.count - 1)).map { FuzzAction.number($0) }),
            (weight: 1, gen: Gen.int(in: 0...(FuzzSnippets.requeuing.count - 1)).map { FuzzAction.requeue($0) }),
            (weight: 1, gen: Gen.int(in: 0...(FuzzSnippets.growing.count - 1)).map { FuzzAction.grow($0) }),
            (weight: 2, gen: Gen.int(in: 0...(FuzzSnippets.bgTasks.count - 1)).map { FuzzAction.bgTask($0) }),
            (weight: 3, gen: Gen.int(in: 0...(FuzzSnippets.threads.count - 1)).map { FuzzAction.thread($0) }),
            (weight: 1, gen: Gen.always(FuzzAction.random))
        )
    }

    /// Any action: mostly leaves, sometimes one that runs a leaf later.
    static var any: Generator<FuzzAction, AnySequence<(index: Int, value: Any)>> {
        Gen<FuzzAction>.frequency(
            (weight: 12, gen: leaf),
            (weight: 2, gen: zip(leaf, Gen.bool, Gen.bool).map { t in
                FuzzAction.task(handler: t.0, endInHandler: t.1, endNow: t.2)
            }),
            (weight: 2, gen: zip(Gen.bool, Gen<Double?>.element(of: delays), leaf).map { t in
                FuzzAction.dispatch(main: t.0, delay: t.1 ?? 0, t.2)
            }),
            (weight: 1, gen: zip(Gen.int(in: 0...(FuzzSnippets.notifications.count - 1)), leaf).map { t in
                FuzzAction.observe(t.0, t.1)
            })
        )
    }
}
