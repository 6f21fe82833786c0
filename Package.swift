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
        // The simulated device: pure Swift, no Lua, no files, no wall clock.
        .target(
            name: "LifecycleCore",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")]
        ),
        // The sandboxed Lua states, the bindings, and the embedded stdlib/.
        .target(
            name: "LifecycleLua",
            dependencies: ["LuaShim", "LifecycleCore"],
            plugins: ["EmbedStdlib"]
        ),
        .executableTarget(
            name: "lifecycle",
            dependencies: [
                "LifecycleCore", "LifecycleLua",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        // Build-time helper: turns stdlib/*.lua into a Swift source file.
        .executableTarget(name: "StdlibEmbedder"),
        .plugin(name: "EmbedStdlib", capability: .buildTool(), dependencies: ["StdlibEmbedder"]),
        .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore"]),
        .testTarget(name: "LifecycleLuaTests", dependencies: ["LifecycleLua", "LifecycleCore", "LuaShim"]),
        .testTarget(name: "EndToEndTests", dependencies: ["lifecycle"], exclude: ["Fixtures", "Goldens"]),
    ]
)
