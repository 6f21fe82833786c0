#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import LifecycleOutput
import Testing

/// The one XML escaper, of the SVG timeline and the JUnit report: whatever a script wrote, the
/// document stays well-formed XML 1.0 and reads back as the text (forbidden characters as U+FFFD).
@Suite("SafeXML")
struct SafeXMLTests {
    @Test("character data: & < > escaped, a carriage return as a reference, quotes kept unless asked, newlines and tabs kept")
    func text() {
        #expect(SafeXML.text("a\"b'c<d>&e\n\tf\rg") == "a\"b'c&lt;d&gt;&amp;e\n\tf&#13;g")
        #expect(SafeXML.text("a\"b'c<d>&", quotes: true) == "a&quot;b&apos;c&lt;d&gt;&amp;")
        #expect(SafeXML.text("café ✓ 🍎") == "café ✓ 🍎")
    }

    @Test("an attribute value: quotes, apostrophes, newlines, tabs and carriage returns as references")
    func attribute() {
        #expect(SafeXML.attribute("a\"b'c<d>&\n\t\r") == "a&quot;b&apos;c&lt;d&gt;&amp;&#10;&#9;&#13;")
    }

    @Test("characters XML 1.0 forbids (controls below U+0020 but tab, newline and carriage return; U+FFFE, U+FFFF) become U+FFFD; the rest pass")
    func forbidden() {
        for value in UInt32(0)..<0x20 where ![0x9, 0xA, 0xD].contains(value) {
            let scalar = Unicode.Scalar(value)!
            #expect(SafeXML.text("a" + String(scalar) + "b") == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
            #expect(SafeXML.attribute(String(scalar)) == "\u{FFFD}")
            #expect(!SafeXML.allowed(scalar))
        }
        #expect(SafeXML.text("\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}")
        let allowed = "\u{7F}\u{85}\u{9B}\u{202E}\u{FEFF}\u{FFFD}\u{10000}\u{10FFFF}"
        #expect(SafeXML.text(allowed) == allowed)
    }

    @Test("a hostile text in an attribute and in an element parses back, well-formed, as the text with forbidden characters replaced")
    func roundTrip() throws {
        var hostile = "</r><script>alert('x')</script> & \"quoted\" ]]> <!-- -->\r\n\t"
        for value in UInt32(0)..<0x100 { hostile.unicodeScalars.append(Unicode.Scalar(value)!) }
        hostile += "\u{202E}\u{2028}\u{FEFF}\u{FFFE}\u{FFFF}"
        let expected = String(String.UnicodeScalarView(hostile.unicodeScalars.map { SafeXML.allowed($0) ? $0 : "\u{FFFD}" }))
        for quotes in [false, true] {
            let document = "<r a=\"" + SafeXML.attribute(hostile) + "\">" + SafeXML.text(hostile, quotes: quotes) + "</r>"
            let parsed = try Parsed(document)
            #expect(parsed.attributes["a"] == expected)
            #expect(parsed.text == expected)
        }
    }
}

/// The root element of a small document, parsed with XMLParser.
final class Parsed: NSObject, XMLParserDelegate {
    private(set) var attributes: [String: String] = [:]
    private(set) var text = ""

    init(_ document: String) throws {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else { throw ParseFailure(message: "\(parser.parserError.map { "\($0)" } ?? "?")") }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        self.attributes = attributes
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    struct ParseFailure: Error { let message: String }
}
