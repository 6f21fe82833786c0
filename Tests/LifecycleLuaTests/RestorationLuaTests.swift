import LifecycleCore
import Testing
@testable import LifecycleLua
@testable import LifecycleTools
import LuaBridge
import TestSupport

/// State restoration from Lua (W4): `vc.restorationIdentifier`, the coder's methods, the values it
/// takes and refuses, and the superclass's methods.
@Suite("W4 — state restoration from Lua")
struct RestorationLuaTests {
    /// An app whose root controller encodes `encode` (Lua statements, `coder` in scope) and
    /// prints what `decode` returns.
    static func app(encode: String, decode: String = "", superCalls: Bool = true) -> String {
        """
        local App = {}
        local main = UIViewController.new("Main")
        main.restorationIdentifier = "main"
        function main:encodeRestorableStateWithCoder(coder)
          \(superCalls ? "UIViewController.encodeRestorableStateWithCoder(self, coder)" : "")
          \(encode)
        end
        function main:decodeRestorableStateWithCoder(coder)
          UIViewController.decodeRestorableStateWithCoder(self, coder)
          \(decode)
        end
        function App:application_willFinishLaunchingWithOptions(application, options)
          UIWindow.new().rootViewController = main
          return true
        end
        function App:application_shouldSaveApplicationState(application, coder) return true end
        function App:application_shouldRestoreApplicationState(application, coder) return true end
        return App
        """
    }

    static let relaunch = "launch() home() advance(1) low_memory() launch()"

    func restorations(_ trace: Collector) -> [String] {
        trace.records.compactMap {
            if case .restoration(let action, let controller, let keys, _) = $0.event {
                return "\(action.rawValue) \(controller ?? "app") \(keys.joined(separator: ","))"
            }
            return nil
        }
    }

    @Test("W4: strings, integers, floats, booleans and nested tables come back as they were saved; typed decoders default for a missing key")
    func roundTrip() {
        let app = Self.app(encode: """
            coder:encodeObject_forKey({ title = "Dear Sam,", pages = { 1, 2.5, true, { deep = "x" } }, [10] = false }, "doc")
            coder:encodeObject_forKey(math.maxinteger, "big")
            coder:encodeInteger_forKey(7, "n")
            coder:encodeBool_forKey(true, "b")
            coder:encodeDouble_forKey(2, "d")
            coder:encodeObject_forKey("gone", "removed")
            coder:encodeObject_forKey(nil, "removed")
            """, decode: """
            local doc = coder:decodeObjectForKey("doc")
            print(doc.title, doc.pages[1], doc.pages[2], doc.pages[3], doc.pages[4].deep, doc[10], math.type(doc.pages[1]))
            print(coder:decodeObjectForKey("big") == math.maxinteger, coder:decodeIntegerForKey("n"), coder:decodeBoolForKey("b"))
            print(coder:decodeDoubleForKey("d"), coder:decodeObjectForKey("removed"), coder:decodeIntegerForKey("none"),
                  coder:decodeBoolForKey("none"), coder:decodeDoubleForKey("none"), tostring(coder))
            """)
        let trace = play(app: app, scenario: Self.relaunch).trace
        #expect(trace.logs == ["Dear Sam,\t1\t2.5\ttrue\tx\tfalse\tinteger", "true\t7\ttrue", "2.0\tnil\t0\tfalse\t0.0\t<NSCoder>"])
        #expect(restorations(trace) == ["encode main b,big,d,doc,n", "decode main b,big,d,doc,n"])
        #expect(trace.kills.map(\.reason) == [.jetsam])
    }

    @Test("W4: a value the coder cannot store is an error naming the key and where in the value, the same on every run")
    func refusals() {
        let cases: [(String, String)] = [
            ("coder:encodeObject_forKey(print, 'callback')", "encodeObject_forKey: the value for key 'callback' is a function"),
            ("coder:encodeObject_forKey(0/0, 'zoom')", "encodeObject_forKey: the value for key 'zoom' is nan, not a finite number"),
            ("coder:encodeObject_forKey({a = {b = -math.huge}}, 'z')", "encodeObject_forKey: the value for key 'z' holds -inf at .a.b, not a finite number"),
            ("local t = {} t.me = t coder:encodeObject_forKey(t, 'loop')", "encodeObject_forKey: the value for key 'loop' is nested more than 16 tables deep (a table that contains itself?)"),
            ("local d = {} local c = d for i = 1, 5000 do c.n = {} c = c.n end coder:encodeObject_forKey(d, 'deep')", "is nested more than 16 tables deep"),
            ("local t = {} for i = 1, 10001 do t[i] = i end coder:encodeObject_forKey(t, 'big')", "encodeObject_forKey: the value for key 'big' has more than 10000 entries"),
            ("coder:encodeObject_forKey({[{}] = 1}, 'k')", "the value for key 'k' has a key that is not a string, a finite number or a boolean"),
            ("coder:encodeObject_forKey({b = print, a = coroutine.create(print)}, 'two')", "the value for key 'two' holds a thread at .a"),
            ("coder:encodeInteger_forKey(2.5, 'n')", "encodeInteger_forKey: expects the value for key 'n' to be an integer, got 2.5"),
            ("coder:encodeDouble_forKey(math.huge, 'x')", "encodeDouble_forKey: expects the value for key 'x' to be a finite number, got inf"),
            ("coder:encodeBool_forKey('yes', 'b')", "encodeBool_forKey: expects the value for key 'b' to be a boolean, got \"yes\""),
            ("coder:encodeObject_forKey(1, 2)", "encodeObject_forKey: the key must be a string, got number"),
            ("coder:decodeObjectForKey('x')", "decodeObjectForKey: this coder encodes"),
            ("coder.extra = 1", "NSCoder cannot be changed"),
            ("coder:encodeObject_forKey(coder, 'self')", "encodeObject_forKey: the value for key 'self' is an object of the system"),
            ("coder:encodeObject_forKey({list = {UIViewController.new('X')}}, 'vc')", "the value for key 'vc' holds an object of the system (a table with a metatable: a view controller, a coder…) at .list[1]"),
            ("coder:decodeIntegerForKey(1)", "decodeIntegerForKey: the key must be a string"),
        ]
        for (code, message) in cases {
            let trace = play(app: Self.app(encode: code), scenario: "launch() home()").trace
            let crash = trace.kills.first
            #expect(crash?.reason == .crash && crash?.message.contains("app.lua:6: ") == true && crash?.message.contains(message) == true,
                    "\(code): \(crash?.message ?? "no crash")")
        }
    }

    @Test("W4: a coder kept and used after its method returned is an error; a decoding coder refuses a value of another type")
    func staleAndTyped() {
        let app = Self.app(encode: "kept = coder coder:encodeObject_forKey('x', 's')", decode: """
            print(pcall(function() local n = coder:decodeIntegerForKey("s") return n end))
            """).replacingOccurrences(of: "return App", with: """
            function App:applicationWillEnterForeground(application)
              print(pcall(function() kept:encodeObject_forKey(1, "late") end))
            end
            return App
            """)
        let trace = play(app: app, scenario: "launch() home() reopen() home() advance(1) low_memory() launch()").trace
        #expect(trace.logs == ["false\tapp.lua:19: encodeObject_forKey: this coder is no longer valid: UIKit's coder can be used only during the call it was passed to (W4)",
                               "false\tapp.lua:10: decodeIntegerForKey: the value for key 's' is a string"])
    }

    @Test("W4: restorationIdentifier reads back, is a string of 1 to 256 bytes or nil, and an override that skips the superclass's method is a W4 violation")
    func identifierAndSuper() {
        let bad = Self.app(encode: "", superCalls: false) + "\n"
        let trace = play(app: bad, scenario: "launch() home()").trace
        let violations = trace.records.compactMap { if case .violation(let rule, let message) = $0.event { return "\(rule) \(message)" } else { return nil } }
        #expect(violations == ["W4 Main:encodeRestorableStateWithCoder overrides UIViewController's without calling it; add UIViewController.encodeRestorableStateWithCoder(self, …)"])
        let checks = appLaunching("""
            local vc = UIViewController.new("V")
            print(vc.restorationIdentifier) vc.restorationIdentifier = "v" print(vc.restorationIdentifier)
            print(pcall(function() vc.restorationIdentifier = 3 end))
            print(pcall(function() vc.restorationIdentifier = ("x"):rep(257) end))
            vc.restorationIdentifier = nil print(vc.restorationIdentifier) vc.other = 1 print(rawget(vc, "other"))
            """)
        let logs = play(app: checks).trace.logs
        #expect(logs.count == 6 && logs[0] == "nil" && logs[1] == "v" && logs[4] == "nil" && logs[5] == "1")
        #expect(logs[2].hasSuffix("restorationIdentifier must be a string of 1 to 256 bytes, or nil") && logs[3].hasPrefix("false"))
    }

    @Test("W4: user_kill() throws the state away, a jetsam kill keeps it; the same run gives the same JSONL")
    func forceQuitAndDeterminism() {
        let app = Self.app(encode: "coder:encodeObject_forKey({ z = 1, a = { 'x', 'y' } }, 'doc')", decode: "print('decoded')")
        let scenario = Self.relaunch + " home() user_kill() launch()"
        let trace = play(app: app, scenario: scenario).trace
        #expect(trace.logs == ["decoded"])
        #expect(restorations(trace) == ["encode main doc", "decode main doc", "encode main doc", "discard main doc"])
        #expect(jsonl(app: app, scenario: scenario) == jsonl(app: app, scenario: scenario, seed: 2))
    }
}
