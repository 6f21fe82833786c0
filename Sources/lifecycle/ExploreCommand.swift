import ArgumentParser

/// `lifecycle explore APP.lua`: placeholder (issue 7).
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explore", abstract: "Try every short sequence of user actions against an app.")
    @Argument(help: "The app script.") var app: String
    func run() throws {}
}
