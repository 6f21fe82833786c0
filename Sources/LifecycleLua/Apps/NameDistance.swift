import LifecycleCore

/// The core's "did you mean" distance (`LifecycleCore.NameDistance`), under its name for the
/// host's files that do not import the core (the sandbox's global suggestions).
typealias NameDistance = LifecycleCore.NameDistance
