// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LifecyclePlayground",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifecycle", targets: ["lifecycle"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // Lua 5.4 from the system (Debian: liblua5.4-dev; macOS: brew install lua).
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // Every Lua operation that can raise a Lua error lives here, in C.
        .target(name: "LuaShim", dependencies: ["CLua"]),
        // The one door from Swift to Lua: a state, a stack view, typed references, protected
        // calls. The only Swift that imports LuaShim, whose headers show no Lua header (only
        // shim_* functions that cannot raise); nothing imports CLua. BridgeTests fails otherwise.
        .target(
            name: "LuaBridge",
            dependencies: ["LuaShim"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))]
        ),
        // The simulated device: pure Swift, no Lua, no files, no wall clock.
        .target(
            name: "LifecycleCore",
            dependencies: [
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            // docs/performance.md: run-time exclusivity checks were 30% of a hook dispatch. Debug
            // builds (the tests) keep them.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The host: apps and scenarios in sandboxed Lua states, the bindings, the API catalog,
        // and the embedded stdlib/.
        .target(
            name: "LifecycleLua",
            dependencies: ["LuaBridge", "LifecycleCore"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
            plugins: ["EmbedStdlib"]
        ),
        // What every output shows of a run, as text handed to a writer the caller supplies (it
        // touches no file and no terminal): the pretty and JSONL trace sinks, the one text
        // escaper and the one XML escaper. Pure Swift, from the typed trace.
        .target(
            name: "LifecycleOutput",
            dependencies: ["LifecycleCore", .product(name: "Rainbow", package: "Rainbow")],
            // The trace sinks receive every line: an exclusivity check per line in release builds
            // was about 100 instructions (docs/performance.md, third pass).
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // The tools built on the host: explore, learn's checker, grading (`lifecycle test`), the
        // stub writer, the rules, and the worker pool explore and grading run on.
        .target(
            name: "LifecycleTools",
            dependencies: ["LifecycleLua", "LuaBridge", "LifecycleCore", "LifecycleOutput"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))],
            plugins: ["EmbedStdlib"]
        ),
        // The SVG picture of a run (`--timeline FILE.svg`): pure Swift, from the typed trace.
        .target(name: "LifecycleTimeline", dependencies: ["LifecycleCore", "LifecycleOutput"]),
        .executableTarget(
            name: "lifecycle",
            dependencies: [
                "LifecycleCore", "LifecycleLua", "LifecycleTools", "LifecycleTimeline", "LifecycleOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Build-time helper: turns stdlib/*.lua into a Swift source file, with the host's
        // preludes compiled to bytecode and the API catalog's names (StdlibCompiler, its C half,
        // which the lifecycle binary does not link).
        .target(name: "StdlibCompiler", dependencies: ["CLua"]),
        .executableTarget(name: "StdlibEmbedder", dependencies: ["StdlibCompiler"]),
        .plugin(name: "EmbedStdlib", capability: .buildTool(), dependencies: ["StdlibEmbedder"]),
        // The raw Lua C-API floor a hook dispatch is measured against (the bench's alone).
        .target(name: "BenchFloor", dependencies: ["CLua"]),
        // `scripts/bench`'s in-process half: hook dispatch against that floor, in one process.
        // Built as `lifecycle` is (its DiscardingSink stands for LifecycleOutput's JSONLSink).
        .executableTarget(
            name: "LifecycleBench",
            dependencies: ["LifecycleLua", "LifecycleCore", "LuaBridge", "BenchFloor"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // What the test targets share: the trace collector, runs of a Lua app and scenario in
        // process, temporary folders, the package's root.
        .target(name: "TestSupport", dependencies: ["LifecycleLua", "LifecycleCore"], path: "Tests/TestSupport"),
        .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore", "TestSupport"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"]),
        .testTarget(name: "LifecycleLuaTests", dependencies: ["LifecycleLua", "LifecycleTools", "LuaBridge", "LifecycleCore", "TestSupport"]),
        // Explore, learn's checker, the grading reports, the rule catalog, the worker pool.
        .testTarget(name: "LifecycleToolsTests", dependencies: ["LifecycleTools", "LifecycleLua", "LuaBridge", "LifecycleCore", "LifecycleOutput", "TestSupport"]),
        .testTarget(name: "LifecycleTimelineTests", dependencies: ["LifecycleTimeline", "LifecycleCore", "LifecycleOutput"]),
        .testTarget(
            name: "LifecycleOutputTests",
            dependencies: ["LifecycleOutput", "LifecycleCore", .product(name: "Rainbow", package: "Rainbow")]
        ),
        // Property-based runs of random delegates and scenarios (`scripts/fuzz N` runs more).
        .testTarget(
            name: "FuzzTests",
            dependencies: [
                "LifecycleLua", "LifecycleTools", "LuaBridge", "LifecycleCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["lifecycle", "TestSupport"], exclude: ["Fixtures", "Goldens"]),
    ]
)
