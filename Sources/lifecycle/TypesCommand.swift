import ArgumentParser

/// `lifecycle types DIR`: placeholder (issue 7).
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "types", abstract: "Write lua-language-server definitions of the app and scenario API.")
    @Argument(help: "The folder to write into.") var dir: String
    func run() throws {}
}
