import Foundation
import PackagePlugin

/// Embeds every `stdlib/**/*.lua` of the package into the target as a generated Swift file, so the
/// `lifecycle` binary carries its Lua modules and never has to find them on disk.
@main
struct EmbedStdlib: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "stdlib")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "lua" {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedStdlib.swift")
        return [
            .buildCommand(
                displayName: "Embedding stdlib/ (\(inputs.count) Lua files)",
                executable: try context.tool(named: "StdlibEmbedder").url,
                arguments: [root.path, output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
