import Testing

@testable import LifecycleCore

@Suite("W2 — push payloads")
struct PushPayloadTests {
    @Test("W2: a payload's JSON has its keys sorted, integers without a fraction, and control bytes escaped")
    func json() throws {
        let payload = try PushPayload.make([
            PayloadEntry(key: "z", value: .list([.number(1), .number(2.5), .bool(true)])),
            PayloadEntry(key: "aps", value: .dictionary([PayloadEntry(key: "content-available", value: .number(1))])),
            PayloadEntry(key: "text", value: .string("a\u{1}\"b\n")),
        ]).get()
        #expect(payload.json == #"{"aps":{"content-available":1},"text":"a\u0001\"b\n","z":[1,2.5,true]}"#)
        #expect(payload.isSilent)
        #expect(payload.contentAvailableProblem == nil)
    }

    @Test("W2: a payload over APNs' 4,096 bytes is refused; exactly 4,096 is accepted")
    func limit() {
        let overhead = #"{"k":""}"#.utf8.count
        let fits = PushPayload.make([PayloadEntry(key: "k", value: .string(String(repeating: "x", count: 4096 - overhead)))])
        #expect((try? fits.get())?.json.utf8.count == 4096)
        let over = PushPayload.make([PayloadEntry(key: "k", value: .string(String(repeating: "x", count: 4097 - overhead)))])
        #expect(throws: PayloadRefusal.tooLarge(bytes: 4097, exact: true)) { try over.get() }
    }

    @Test("W2: content-available other than 1 is not silent, and the problem names the value")
    func notOne() throws {
        let payload = try PushPayload.make([PayloadEntry(key: "aps", value: .dictionary([PayloadEntry(key: "content-available", value: .bool(true))]))]).get()
        #expect(!payload.isSilent)
        #expect(payload.contentAvailableProblem?.contains("is true, not 1") == true)
    }
}
