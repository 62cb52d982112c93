import Foundation
import Testing
import LatticeRender
import LatticeViewer
import LatticeFixtures

/// A `.task` effect (Bubble Tea's `Cmd`): the runner runs its work away from `update`, and
/// every message it sends comes back through `update`, in order, when the driver receives.
@Suite struct ViewerTaskTests {
    struct Counted: ProgramMessage { var n: Int }

    /// Asks for one task on its first key; records what comes back.
    struct Program: ViewerProgram {
        var received: [Int] = []
        var otherMessages = 0
        mutating func update(_ message: ViewerMessage) -> [ViewerEffect] {
            switch message {
            case let .program(m as Counted): received.append(m.n); return []
            case .key: return [.task(ViewerTask(name: "count") { send in for n in 1...3 { send(.program(Counted(n: n))) } })]
            default: otherMessages += 1; return []
            }
        }
        func frame() -> ScreenBuffer { ScreenBuffer(cols: 1, rows: 1) }
        var startEffects: [ViewerEffect] { [] }
        var isAnimating: Bool { false }
        var glyphs = Glyphs.ascii
        var panes: [ViewerModel] { [] }
    }

    @Test func aTasksMessagesComeBackThroughUpdateInOrder() throws {
        var program = Program()
        var effects = EffectRunner()
        effects.send(.key(.char("b")), to: &program)
        #expect(program.received.isEmpty, "nothing arrives until the driver receives")
        let deadline = Date(timeIntervalSinceNow: 30)
        while program.received.count < 3 {
            try #require(Date() < deadline, "the task's messages did not arrive")
            Thread.sleep(forTimeInterval: 0.01)
            effects.receive(&program)
        }
        #expect(program.received == [1, 2, 3])
        let again = effects.receive(&program)
        #expect(!again, "each message is handed over once")
        #expect(program.otherMessages == 0)
    }

    @Test func aViewerModelIgnoresAProgramsMessage() throws {
        let fixture = try FixtureLoader.load(text: "sections:\n  - items: [[100, 40]]\n", name: "one.yaml")
        var model = ViewerModel(fixture: fixture, path: nil, terminalSize: (cols: 80, rows: 24), headless: true)
        let before = model.frame()
        #expect(model.update(.program(Counted(n: 1))).isEmpty)
        #expect(model.frame() == before)
    }
}
