import Foundation
import Testing
@testable import LifecycleTools
import TestSupport

/// `lifecycle test --format json`: one JSON document, valid against docs/test-report.schema.json.
@Suite("GradeReport JSON")
struct GradeReportJSONTests {
    typealias Fixtures = GradeReportFixtures

    static func schema() throws -> JSONSchemaSubset {
        let text = try Repository.read("docs/test-report.schema.json")
        return try JSONSchemaSubset(JSONValue.parse(text))
    }

    @Test("one document, keys in a fixed order, a record per line, integers without .0, rule null when none")
    func singleApp() {
        #expect(Fixtures.single.json() == #"""
            {"format":"lifecycle-test-report","version":1,"seed":1,"strict":false,
            "apps":[
            {"name":"bob","path":"apps/bob/app.lua","points":2,"max_points":3,"passed":2,"failed":1,"errors":0,"status":"failed","feedback":"\"ends its task\" [ios7]: killed: expired [B5] the background task ran out of time (at 600 s)"}
            ],
            "scenarios":[
            {"path":"scenarios/launches.lua","name":"launches","description":"reaches the foreground in time","points":1,"profiles":["ios13"],"strict":false,"rules":[]},
            {"path":"scenarios/ends-task.lua","name":"ends its task","points":2,"profiles":["ios7","ios13"],"strict":true,"rules":[]}
            ],
            "results":[
            {"app":"bob","app_path":"apps/bob/app.lua","scenario":"launches","scenario_path":"scenarios/launches.lua","profile":"ios13","status":"passed","simulated":3,"points":1,"max_points":1,"expectations":{"passed":2,"failed":0},"violations":0,"kills":[],"failures":[],"more_failures":0,"rules":[],"notes":[],"more_notes":0,"output":[],"more_output":0},
            {"app":"bob","app_path":"apps/bob/app.lua","scenario":"ends its task","scenario_path":"scenarios/ends-task.lua","profile":"ios7","status":"failed","simulated":600,"points":0,"max_points":1,"expectations":{"passed":2,"failed":2},"violations":0,"kills":[{"reason":"expired","rule":"B5","message":"expired: the background task ran out of time","time":600}],"failures":[{"kind":"kill","rule":"B5","message":"expired: the background task ran out of time","time":600},{"kind":"expectation","rule":null,"message":"the app is suspended","time":600}],"more_failures":1,"rules":["B5"],"notes":[{"kind":"warning","rule":null,"message":"apps/bob/app.lua:9: the delegate has 'applicationDidEnterBackgroud'; did you mean 'applicationDidEnterBackground'?","time":0}],"more_notes":0,"output":["saving memo-1","saved"],"more_output":3},
            {"app":"bob","app_path":"apps/bob/app.lua","scenario":"ends its task","scenario_path":"scenarios/ends-task.lua","profile":"ios13","status":"passed","simulated":30.5,"points":1,"max_points":1,"expectations":{"passed":2,"failed":0},"violations":0,"kills":[],"failures":[],"more_failures":0,"rules":[],"notes":[],"more_notes":0,"output":[],"more_output":0}
            ],
            "summary":{"apps":1,"scenarios":2,"cases":3,"passed":2,"failed":1,"errors":0,"not_submitted":0,"lessons":[{"scenario":"ends its task","scenario_path":"scenarios/ends-task.lua","profile":"ios7","failed":1,"rule":"B5","rules":["B5"]}],"lessons_by_rule":[{"rule":"B5","apps":1,"cases":[{"scenario":"ends its task","scenario_path":"scenarios/ends-task.lua","profile":"ios7","failed":1}]}]}}

            """#)
    }

    @Test("docs/test-report.schema.json accepts the reports of one app, a class, and hostile scripts")
    func validAgainstSchema() throws {
        let schema = try Self.schema()
        for (name, report) in [("single", Fixtures.single), ("class", Fixtures.tinyClass), ("hostile", Fixtures.hostile)] {
            let errors = schema.errors(in: try JSONValue.parse(report.json()))
            #expect(errors.isEmpty, "\(name): \(errors)")
        }
    }

    @Test("the validator is not vacuous: a broken report is refused, with where and why")
    func schemaRejectsBroken() throws {
        let schema = try Self.schema()
        var text = Fixtures.tinyClass.json()
        text = text.replacingOccurrences(of: #""status":"error""#, with: #""status":"skipped""#)
            .replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
            .replacingOccurrences(of: #""violations":0,"kills":[]"#, with: #""violations":-1,"kills":[],"grade":"A""#)
            .replacingOccurrences(of: #","more_failures":1"#, with: "")
            .replacingOccurrences(of: #""seed":1"#, with: #""seed":1.5"#)
        let errors = Set(schema.errors(in: try JSONValue.parse(text)))
        #expect(errors.contains("$.version: expected the constant 1"))
        #expect(errors.contains("$.seed: expected integer"))
        #expect(errors.contains("$.results[8].status: not one of the allowed values"))
        #expect(errors.contains("$.results[0].violations: -1 is below the minimum 0"))
        #expect(errors.contains("$.results[0]: unexpected key grade"))
        #expect(errors.contains("$.results[4]: missing more_failures"))
        #expect(schema.errors(in: try JSONValue.parse(#"{"format":"lifecycle-test-report","format":1}"#)).contains("$: a key appears twice"))
    }

    @Test("the validator refuses a schema with a keyword it does not implement, rather than ignoring it")
    func validatorRefusesUnknownKeywords() throws {
        for schema in [#"{"type":"string","pattern":"^a"}"#, #"{"properties":{"a":{"oneOf":[]}}}"#,
                       ##"{"$ref":"#/$defs/missing"}"##, #"{"type":"int"}"#] {
            #expect(throws: JSONSchemaSubset.Unsupported.self) { try JSONSchemaSubset(JSONValue.parse(schema)) }
        }
    }

    @Test("hostile strings: Foundation parses the document and gets every string back byte for byte")
    func hostileRoundTrip() throws {
        let report = Fixtures.hostile
        let json = report.json()
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let apps = try #require(object["apps"] as? [[String: Any]])
        #expect(apps.map { $0["name"] as? String } == report.apps.map(\.name))
        #expect(apps[1]["load_error"] as? String == Fixtures.nasty)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results[1]["profile"] as? String == Fixtures.nasty)
        #expect(json.contains(#""seed":18446744073709551615,"#))
        #expect(json.contains(#""simulated":1e+21,"#))
        #expect(json.contains(#""max_points":0.16666666666666666,"#))
    }
}
