import Testing
@testable import LatticeLayout

/// The engine offers its fresh output buffers to the advice a program binds, before writing them,
/// and makes no setting of its own.
@Suite struct OutputStorageTests {
    /// Three rows of two 50x10 items in a 100-wide list: cells at y 0, 10, 20 (ListLayoutRules §1).
    func sections() -> [ListSection] { [ListSection(itemSizes: Array(repeating: S(50, 10), count: 6))] }

    @Test func theListLayoutOffersItsFrameBufferBeforeWritingIt() async {
        var layout: ListLayout?
        await confirmation("the advice is called once", expectedCount: 1) { offered in
            // The advice scribbles over the buffer: the engine must write every frame after it.
            layout = OutputStorage.$freshBufferAdvice.withValue(OutputStorage.Advice { buffer in
                // Six frames of four Doubles (x, y, width, height): 6 × 32 = 192 bytes.
                #expect(buffer.count == 6 * 4 * 8)
                for i in buffer.indices { buffer[i] = 0xAB }
                offered()
            }) { makeList(sections()) }
        }
        guard let layout else { Issue.record("no layout"); return }
        #expect(layout.cell(0, 0) == R(0, 0, 50, 10))
        #expect(layout.cell(0, 1) == R(50, 0, 50, 10))
        #expect(layout.cell(0, 5) == R(50, 20, 50, 10))
    }

    @Test func withoutAnAdviceNothingIsOffered() {
        #expect(OutputStorage.freshBufferAdvice == nil)
        let layout = makeList(sections())
        #expect(layout.cell(0, 4) == R(0, 20, 50, 10))
    }
}
