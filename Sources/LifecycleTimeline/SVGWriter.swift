import LifecycleCore
import LifecycleOutput

/// Writes SVG elements one per line, with attributes in the order given (the same run gives
/// the same bytes), numbers with at most one decimal, and hover titles as `<title>` children.
struct SVGWriter {
    typealias Attributes = [(String, String)]

    private(set) var output = ""

    /// Opens a group or another container.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        output += "<" + name + SVGWriter.render(attributes) + ">\n"
    }

    mutating func close(_ name: String) {
        output += "</" + name + ">\n"
    }

    /// One element: empty, or holding a hover title and/or text.
    mutating func element(_ name: String, _ attributes: Attributes, title: String? = nil, text: String? = nil) {
        let head = "<" + name + SVGWriter.render(attributes)
        guard title != nil || text != nil else {
            output += head + "/>\n"
            return
        }
        output += head + ">"
        if let title { output += "<title>" + SafeXML.text(title) + "</title>" }
        if let text { output += SafeXML.text(text) }
        output += "</" + name + ">\n"
    }

    /// Raw markup (the prologue, the style sheet), written as is.
    mutating func raw(_ markup: String) {
        output += markup
    }

    private static func render(_ attributes: Attributes) -> String {
        var out = ""
        for (name, value) in attributes {
            out += " " + name + "=\"" + SafeXML.attribute(value) + "\""
        }
        return out
    }

    /// A coordinate: rounded to a tenth, without a trailing `.0` (`12`, `12.5`, `-3.1`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = ScriptNumber.tenths(value)
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let whole = "\(sign)\(magnitude / 10)"
        return magnitude % 10 == 0 ? whole : whole + ".\(magnitude % 10)"
    }
}

extension Double {
    /// Shorthand for `SVGWriter.number`.
    var svg: String { SVGWriter.number(self) }
}
