import LifecycleOutput
import LifecycleTools

/// Where `lifecycle test` writes its report: standard output in `--format`, every
/// `--output FORMAT=FILE` as well, and with `--results-dir DIR` a `DIR/NAME/results.json` per
/// submission, every file by the one write rule (`Platform.write`: never over a file the command
/// read, never through a link below the folder named). Each target is checked before anything
/// is graded, so a bad path costs no run.
struct TestReports {
    let format: TestCommand.Format
    let outputs: [(format: TestCommand.Format, file: String)]
    let resultsDir: String?
    /// What the command read: no report may replace one of them.
    let inputs: [[UInt64]]

    /// `FORMAT=FILE`, or nil when it is not one.
    static func output(_ argument: String) -> (format: TestCommand.Format, file: String)? {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let file = String(argument[argument.index(after: equals)...])
        guard let format = TestCommand.Format(rawValue: String(argument[..<equals])), !file.isEmpty else { return nil }
        return (format, file)
    }

    /// What the command read, helpers included (read while the cases played): no report may
    /// replace one of them.
    var read: [[UInt64]] { inputs + TestInputs.helpers.identities }

    /// Why a target cannot be written, before the run; nil when each can. Each results.json of
    /// `names` (the report's apps) is checked too, so that a link a student planted in a folder
    /// `--results-dir` names is said before anyone is graded.
    func problem(names: [String] = []) -> String? {
        var seen = Set<String>()
        for output in outputs where !seen.insert(output.file).inserted { return "--output names \(SafeText.line(output.file)) twice" }
        if let problem = outputProblem() { return problem }
        if let resultsDir {
            if Platform.fileExists(resultsDir), !Platform.isDirectory(resultsDir) {
                return "--results-dir \(SafeText.line(resultsDir)) is a file, not a folder"
            }
            guard Platform.makeDirectory(resultsDir) else { return "--results-dir: cannot make the folder \(SafeText.line(resultsDir))" }
            for folder in Self.resultFolders(names) {
                let target = WriteTarget(in: resultsDir, folder + "/results.json", inputs: inputs, createsFolders: true)
                if let problem = Platform.writeProblem(target) { return "--results-dir: " + problem }
            }
        }
        return nil
    }

    /// Why an `--output` file cannot be written over what the command has read so far; nil when
    /// each can.
    private func outputProblem() -> String? {
        for output in outputs {
            if let problem = Platform.writeProblem(WriteTarget(path: output.file, inputs: read)) { return "--output: " + problem }
        }
        return nil
    }

    /// The report in `format`; pretty in colour only for a terminal.
    static func text(_ report: GradeReport, _ format: TestCommand.Format, color: Bool) -> String {
        switch format {
        case .pretty: return report.pretty(color: color)
        case .tap: return report.tap()
        case .junit: return report.junit()
        case .json: return report.json()
        case .csv: return report.csv()
        }
    }

    /// Writes every file, then standard output; a file that cannot be written is said on
    /// standard error and makes the command exit 2 once the rest is written. A target that is a
    /// helper a scenario required while the cases played (not known before) is refused first,
    /// with nothing written.
    func write(_ report: GradeReport) {
        if let problem = outputProblem() {
            Platform.writeStderr("error: \(problem)\n")
            Platform.exit(2)
        }
        var failed = false
        for output in outputs {
            do {
                try Platform.write(Self.text(report, output.format, color: false), to: WriteTarget(path: output.file, inputs: read))
            } catch {
                Platform.writeStderr("error: \(error)\n")
                failed = true
            }
        }
        if let resultsDir {
            for (index, folder) in Self.resultFolders(report.apps.map(\.name)).enumerated() {
                do {
                    try Platform.write(report.exercismResults(ofApp: index).json(),
                                       to: WriteTarget(in: resultsDir, folder + "/results.json", inputs: read, createsFolders: true))
                } catch {
                    Platform.writeStderr("error: \(error)\n")
                    failed = true
                }
            }
        }
        Platform.writeStdout(Self.text(report, format, color: format == .pretty && Platform.stdoutWantsColor))
        if failed {
            Platform.flush()
            Platform.exit(2)
        }
    }

    /// Each app's folder below `--results-dir`: its name, with `/` and what a folder name cannot
    /// hold written as `_`, made unique with `-2`, `-3`, ….
    static func resultFolders(_ names: [String]) -> [String] {
        var used = Set<String>()
        return names.map { appName in
            var name = String(SafeText.escape(appName).map { $0 == "/" || $0 == "\\" ? "_" : $0 })
            if name.isEmpty || name == "." || name == ".." || name.hasPrefix(".") { name = "_" + name }
            var unique = name, number = 2
            while !used.insert(unique).inserted {
                unique = "\(name)-\(number)"
                number += 1
            }
            return unique
        }
    }

    /// The cases of the suite, for a filter that matched none.
    static func caseNames(_ runner: GradeRunner) -> String {
        let names = runner.reportScenarios.flatMap { scenario in scenario.profiles.map { "'" + scenario.name + " [" + $0 + "]'" } }
        return names.prefix(20).joined(separator: ", ") + (names.count > 20 ? ", … (\(names.count) in all)" : "")
    }

    /// What the reference app failed, naming each case and its first failure; nil when it
    /// passed every case.
    static func referenceProblem(_ report: GradeReport, path: String) -> String? {
        let failing = report.cases.filter { $0.status != .passed }
        guard !failing.isEmpty else { return nil }
        let app = report.app(0)
        if let error = app.loadError { return "--reference \(path) does not load: \(error)" }
        var lines = ["--reference \(path) fails \(failing.count) of \(report.cases.count) cases, so the suite is not graded; fix the scenarios (or the reference app):"]
        for item in failing {
            let failure = report.headline(of: item).map(GradeReport.sentence) ?? item.status.rawValue
            lines.append("  \(report.scenario(item.scenario).path): \"\(report.scenario(item.scenario).name)\" [\(item.profile)]: \(failure)")
        }
        return lines.joined(separator: "\n")
    }
}
