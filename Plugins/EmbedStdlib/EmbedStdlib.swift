import Foundation
import PackagePlugin

/// Embeds the package's Lua files into the target as generated Swift: `stdlib/**/*.lua` as
/// modules (`EmbeddedStdlib`, in the host), and `exercises/**` as files (`EmbeddedExercises`, in
/// LifecycleTools), so the
/// `lifecycle` binary carries them and never has to find them on disk.
@main
struct EmbedStdlib: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "StdlibEmbedder").url
        // The tools (learn) carry the exercises; the host carries the stdlib.
        if target.name == "LifecycleTools" {
            return [command(tool, context, folder: "exercises", enumName: "EmbeddedExercises", mode: "paths", extensions: ["lua", "md"])]
        }
        return [command(tool, context, folder: "stdlib", enumName: "EmbeddedStdlib", mode: "modules", extensions: ["lua"])]
    }

    private func command(_ tool: URL, _ context: PluginContext, folder: String, enumName: String,
                         mode: String, extensions: Set<String>) -> Command {
        let root = context.package.directoryURL.appending(path: folder)
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
        return .buildCommand(
            displayName: "Embedding \(folder)/ (\(inputs.count) files)",
            executable: tool,
            arguments: [enumName, mode, root.path, output.path] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output]
        )
    }
}
