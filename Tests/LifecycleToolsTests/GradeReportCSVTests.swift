import LifecycleCore
import Testing
@testable import LifecycleTools

/// `lifecycle test --format csv`: a gradebook, RFC 4180 with LF, safe to open in a spreadsheet.
@Suite("GradeReport CSV")
struct GradeReportCSVTests {
    typealias Fixtures = GradeReportFixtures

    @Test("a header with a column per scenario × profile, a row per app with its total and each column's points")
    func tinyClass() {
        #expect(Fixtures.tinyClass.csv() == """
            app,path,points,max_points,status,feedback,launches [ios13],ends its task [ios7],ends its task [ios13]
            alice,apps/alice/app.lua,3,3,passed,,1,1,1
            bob,apps/bob/app.lua,2,3,failed,\"\"\"ends its task\"\" [ios7]: killed: expired [B5] the background task ran out of time (at 600 s)\",1,0,1
            carol,apps/carol/app.lua,0,3,error: does not compile,apps/carol/app.lua:3: unexpected symbol near '<',0,0,0

            """)
    }

    @Test("RFC 4180: a field with a comma or a quote is quoted and its quotes doubled, even after a combining mark")
    func quoting() {
        #expect(CSVText.text("plain") == "plain")
        #expect(CSVText.text("a,b") == "\"a,b\"")
        #expect(CSVText.text("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.text("\"\u{301}") == "\"\"\"\u{301}\"")
        #expect(CSVText.quoted("a\nb") == "\"a\nb\"")
    }

    @Test("formula injection: a cell starting with = + - @ tab or CR gets a leading ', numbers we write never do")
    func formulaGuard() {
        #expect(CSVText.text("=cmd()") == "'=cmd()")
        #expect(CSVText.text("+1") == "'+1")
        #expect(CSVText.text("-2+3") == "'-2+3")
        #expect(CSVText.text("@SUM(1)") == "'@SUM(1)")
        #expect(CSVText.guarded("\tx") == "'\tx")
        #expect(CSVText.guarded("\rx") == "'\rx")
        #expect(CSVText.text("a=b") == "a=b")
        let row = Fixtures.hostile.csv().split(separator: "\n")[1]
        #expect(row.hasPrefix("\"'=cmd()|' /C calc'!A0\\e[31mred"))
        #expect(row.contains(",1,1.17,failed,"))
        #expect(row.hasSuffix(" (at 0 s)\",1,0"))
    }

    @Test("hostile names: no raw control byte, and a CSV reader gets one header and one row per app, all of one width")
    func hostileParses() {
        let text = Fixtures.hostile.csv()
        #expect(!text.unicodeScalars.contains { ControlCharacters.contains($0) && $0 != "\n" })
        let rows = Self.parse(text)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.count == 8 })
        #expect(rows[1][0].hasPrefix("'=cmd()|' /C calc'!A0\\e[31mred\\e[0m \\u{0}nul \"quoted\""))
        #expect(rows[2][1].hasPrefix("'@SUM(1)"))
    }

    /// A strict RFC 4180 reader (LF rows): fields, quoted or not; a quote inside a quoted field
    /// is doubled.
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false, wasQuote = false
        for scalar in text.unicodeScalars {
            if quoted {
                if scalar == "\"" { quoted = false; wasQuote = true } else { field.unicodeScalars.append(scalar) }
                continue
            }
            switch scalar {
            case "\"":
                if wasQuote { field.append("\"") }
                quoted = true
            case ",": row.append(field); field = ""
            case "\n": row.append(field); rows.append(row); row = []; field = ""
            default: field.unicodeScalars.append(scalar)
            }
            wasQuote = false
        }
        return rows
    }
}
