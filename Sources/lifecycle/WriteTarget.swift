import LifecycleOutput

/// A file lifecycle is about to write, as the one write rule (`Platform.write`) sees it
/// (docs/security.md, "Writing files"; findings H16, H28, H29, H30): the folder the user named,
/// the names below it, and the files the command read, which the write may not replace.
///
/// A link in the folder's own path is the user's choice and is followed; below it, every name
/// is the tool's, and none may be a symbolic link: a workspace or a folder from someone else
/// could point `07-…/` or `.lifecycle/` anywhere.
struct WriteTarget {
    /// The folder the user named (`types DIR`, `--out DIR`, `learn init DIR`, the folder of
    /// `--timeline FILE` or `:save FILE`, `$HOME` for the history, the workspace `learn` found).
    let folder: String
    /// The names below `folder`: folders, then the file.
    let below: [String]
    /// The path as the user would write it, for messages (made visible there).
    let path: String
    /// What the command read (`Platform.fileIdentity`): a write never replaces one of them.
    let inputs: [[UInt64]]
    /// Whether folders missing below `folder` are created (`types`, `learn`), or refused.
    let createsFolders: Bool

    /// A file the user named: its own folder is the folder they named.
    init(path: String, inputs: [[UInt64]] = []) {
        folder = Platform.parentFolder(path)
        below = [path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path]
        self.path = path
        self.inputs = inputs
        createsFolders = false
    }

    /// `relative` below a folder the user named (or the workspace `learn` found), shown as
    /// `path` (by default `FOLDER/RELATIVE`). Empty names and `.` are dropped; `..` is kept, and
    /// refused (`problem`).
    init(in folder: String, _ relative: String, path: String? = nil, inputs: [[UInt64]] = [], createsFolders: Bool = false) {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        self.folder = base
        below = relative.split(separator: "/").map(String.init).filter { $0 != "." }
        self.path = path ?? (base == "/" ? "/" : base + "/") + below.joined(separator: "/")
        self.inputs = inputs
        self.createsFolders = createsFolders
    }

    /// The name of the file itself.
    var name: String { below.last ?? "" }

    /// The names of the folders between `folder` and the file.
    var folders: ArraySlice<String> { below.dropLast() }

    /// What is wrong with the names themselves, before the file system is asked; nil if nothing.
    var problem: String? {
        if name.isEmpty || name == "." || name == ".." {
            return "\(SafeText.line(path)) names a folder, not a file; name a file in it"
        }
        if below.contains("..") {
            return "\(SafeText.line(path)) climbs out of \(folder == "." ? "the current folder" : SafeText.line(folder)) with ..; name a file in it or below it"
        }
        return nil
    }

    /// The message for a refusal: `cannot write PATH: REASON`, the path made visible (H27).
    func refusal(_ reason: String) -> PlatformError {
        PlatformError(message: "cannot write \(SafeText.line(path)): \(reason)")
    }
}

/// How `Platform.write` writes a target.
enum WriteMode {
    /// A whole new file beside it, renamed over it (readers see the old file or the new one).
    case replace
    /// As `replace`, but only where no file is (`:save` from a REPL fed a script).
    case create
    /// At its end (the REPL's history), the file opened without following a link or waiting.
    case append
}
