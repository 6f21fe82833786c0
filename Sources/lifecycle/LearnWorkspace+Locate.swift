import ArgumentParser
import LifecycleTools

/// Finding the workspace the way git finds a repository: from the current folder up, so that
/// every `learn` command works from inside an exercise's folder, which then names the exercise.
extension LearnWorkspace {
    /// Where a command runs: the workspace folder (relative, `.`, `..`, …, or as given), whether
    /// it is one, and the exercise whose folder the command runs in.
    struct Location {
        let folder: String
        let exists: Bool
        let here: Exercise?
    }

    /// The workspace named by `--workspace`, else the nearest folder from here up that holds a
    /// progress file, else `lifecycle-exercises` (not created yet).
    static func locate(_ option: String?) -> Location {
        if let option { return Location(folder: option, exists: Platform.fileExists("\(option)/\(stateFile)"), here: nil) }
        let here = Platform.resolvedPath(".") ?? "."
        let parts = here.split(separator: "/").map(String.init)
        for depth in 0...parts.count {
            let folder = depth == 0 ? "." : Array(repeating: "..", count: depth).joined(separator: "/")
            guard Platform.fileExists("\(folder)/\(stateFile)") else { continue }
            let inside = depth > 0 ? parts[parts.count - depth] : nil
            return Location(folder: folder, exists: true, here: Exercise.all.first { $0.folder == inside })
        }
        return Location(folder: defaultFolder, exists: Platform.fileExists("\(defaultFolder)/\(stateFile)"), here: nil)
    }

    /// The workspace that `folder` would be created in, if any: `learn init` refuses to nest one
    /// workspace in another (their progress files would disagree about which exercise is which).
    static func enclosing(_ folder: String) -> String? {
        let start = folder.hasPrefix("/") ? folder : (Platform.resolvedPath(".") ?? ".") + "/" + folder
        var path = Platform.parentFolder(start)
        while true {
            if Platform.fileExists("\(path)/\(stateFile)") { return path }
            guard path != "/", path != "." else { return nil }
            path = Platform.parentFolder(path)
        }
    }
}

/// The exercise `check`, `hint`, `solution` and `watch` work on, as the learner names it: one
/// argument, read by `exercise(_:here:fallback:)` (`reset` and `list` read it too, with a default
/// of their own).
struct ExerciseArgument: ParsableArguments {
    @Argument(help: "The exercise: its number (7) or folder (07-save-before-suspension); default: the one this folder is, else the current one.")
    var id: String?

    /// The exercise named, else the one whose folder the command runs in, else `workspace.next`;
    /// nil when every exercise is solved and none is named.
    func resolve(in workspace: LearnWorkspace, here: Exercise?) throws -> Exercise? {
        try exercise(id, here: here, fallback: workspace.next)
    }
}

/// An exercise as a learner names it: its number (`5`, `05`), its folder (`05-save-before-…`,
/// with or without the number), or nothing, which means the exercise whose folder the command runs
/// in, else `fallback`.
func exercise(_ id: String?, here: Exercise?, fallback: Exercise?) throws -> Exercise? {
    guard let id else { return here ?? fallback }
    let trimmed = id.hasSuffix("/") ? String(id.dropLast()) : id
    let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    if let number = Int(name), let found = Exercise.number(number) { return found }
    if let found = Exercise.all.first(where: { $0.folder == name || $0.folder.drop { $0.isNumber || $0 == "-" } == name }) {
        return found
    }
    throw ValidationError("there is no exercise \(id); name one by its number (\(Exercise.all.first?.number ?? 1) to \(Exercise.all.last?.number ?? 1)) or its folder, as lifecycle learn lists them")
}
