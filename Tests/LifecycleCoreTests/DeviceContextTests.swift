import Testing

@testable import LifecycleCore

/// One device context (`DeviceContext`): the profile, budgets, code-run count and memo the
/// device and every installed app read, held once, so a change on the device needs no step to
/// reach the apps.
@Suite("T1 — one device context")
struct DeviceContextTests {
    @Test("T1: set_multitasking(false) reaches an app installed before it, with no sync step: Home then terminates it")
    func installedAppSeesProfileChange() {
        let (device, sink) = makeDevice(.implementingAll(), profile: .ios4)
        let mail = device.install("Mail", loader: ScriptedLoader.implementingAll())!
        #expect(mail.profile.multitasking && device.app.profile.multitasking)
        #expect(device.setMultitasking(false) == nil)
        #expect(!mail.profile.multitasking && !device.app.profile.multitasking)
        #expect(mail.profile == device.profile && device.simulation.profile == device.profile)
        device.launch(app: "Mail")
        device.home()
        #expect(mail.state == .notRunning)
        #expect(sink.exits == [.T1])
        #expect(!sink.statePath.contains(.suspended))
    }

    @Test("T1, H36: every app reads the one context: code runs count on the device, a memo set later reaches installed apps")
    func appsShareTheContext() {
        let (device, _) = makeDevice(.implementingAll(), profile: .ios4)
        let mail = device.install("Mail", loader: ScriptedLoader.implementingAll())!
        #expect(mail.context === device.context && device.app.context === device.context)
        let memo = CodeMemo()
        device.codeMemo = memo
        #expect(mail.context.codeMemo === memo)
        device.launch(app: "Mail")
        let afterMail = device.codeRuns
        #expect(afterMail >= Device.codeRunsPerAppStart && device.appStarts == 1)
        device.launch()
        #expect(device.appStarts == 2 && device.codeRuns >= afterMail + Device.codeRunsPerAppStart)
    }
}
