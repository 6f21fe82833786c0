import LuaBridge
import LifecycleCore

/// Reading numbers from Lua for the bindings: every number a binding takes goes through
/// `ScriptNumber`, the core's one checked path, and a refusal becomes the binding's `.error`,
/// naming the function and the argument (`tap: expects y to be a number on the screen (0 to 480
/// points), got nan`). No binding converts a Lua number to an integer itself.
enum WrapNumbers {
    struct Refusal: Error {
        let message: String
    }

    /// The number at `index`, converted by `convert`; not a number at all is refused too.
    static func number<T>(_ stack: LuaStack, _ index: Int32, function: String, argument: String? = nil,
                          expected: String, convert: (Double) -> Result<T, ScriptNumber.Refusal>) -> Result<T, Refusal> {
        guard let value = stack.number(at: index) else {
            let subject = argument.map { "\($0) to be " } ?? ""
            return .failure(Refusal(message: "\(function): expects \(subject)\(expected), got \(WrapApplication.describe(stack, index))"))
        }
        return convert(value).mapError { Refusal(message: $0.message(function, argument: argument)) }
    }

    /// Seconds at `index`: a number >= 0, no longer than the clock's range (a century).
    static func seconds(_ stack: LuaStack, _ index: Int32, function: String, argument: String? = nil) -> Result<SimDuration, Refusal> {
        number(stack, index, function: function, argument: argument, expected: "a number of seconds >= 0", convert: ScriptNumber.seconds)
    }

    /// A point of the screen at `index`, `index + 1` (a touch): x in 0...320, y in 0...480.
    static func screenPoint(_ stack: LuaStack, function: String) -> Result<(Double, Double), Refusal> {
        let extent = Rect.screen
        let x = number(stack, 1, function: function, argument: "x", expected: "a number of points",
                       convert: { ScriptNumber.screenPoint($0, extent: extent.width) })
        let y = number(stack, 2, function: function, argument: "y", expected: "a number of points",
                       convert: { ScriptNumber.screenPoint($0, extent: extent.height) })
        switch (x, y) {
        case (.success(let x), .success(let y)): return .success((x, y))
        case (.failure(let refusal), _), (_, .failure(let refusal)): return .failure(refusal)
        }
    }

    /// A view's frame from the fields `x`, `y`, `width`, `height` of a host call's table (each
    /// absent one is 0): finite numbers of points. The prelude has checked they are numbers.
    static func frame<Field: HostFields>(_ args: NamedFields<Field>, _ fields: [Field], function: String) -> Result<Rect, Refusal> {
        var values: [Double] = []
        for (field, name) in zip(fields, ["frame.x", "frame.y", "frame.width", "frame.height"]) {
            let value = args.with(field) { index -> Result<Double, Refusal> in
                if args.stack.isNoneOrNil(index) { return .success(0) }
                return number(args.stack, index, function: function, argument: name, expected: "a finite number of points",
                              convert: ScriptNumber.points)
            }
            switch value {
            case .success(let value): values.append(value)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }
}
