import LifecycleCore
import LifecycleOutput
import LifecycleTools

extension PrettySink {
    /// The CLI's pretty trace: to standard output unless told otherwise (`learn check` builds a
    /// string), with a pointer to `lifecycle explain` under each violation or kill whose rule it
    /// explains (docs/rules.md).
    convenience init(collapsing: Bool = false, write: @escaping (String) -> Void = { Platform.writeStdout($0) }) {
        self.init(collapsing: collapsing, explains: { RuleCatalog.explanation($0.rawValue) != nil }, write: write)
    }
}
