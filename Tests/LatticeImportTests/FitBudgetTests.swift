import Foundation
import LatticeFixtures
@testable import LatticeImport
import LatticeLayout
import Testing

/// The fit's budget (`FitBudget`) and the parts of the fit whose cost the input chooses: every
/// loop stops once the budget is spent, a row of many items counts its gaps without comparing
/// every pair, and a run of hidden empty sections offers a row one term, not one per section.
@Suite struct FitBudgetTests {
    static func cell(_ s: Int, _ i: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SnapshotElement {
        SnapshotElement(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: s), frame: Rect(x: x, y: y, width: w, height: h))
    }

    /// A budget of 0 s ends every corpus paste (the 20,000-section `po`, items 0 and 1,000,000
    /// among them): the fit returns, and a fit the budget cut short that does not reproduce
    /// every frame says it stopped, with the message `import` prints; no other fit says so. The time limit only
    /// guards against a hang (a loop that ignores the budget); it measures nothing.
    @Test(.timeLimit(.minutes(2)), arguments: PasteCorpusTests.files())
    func aSpentBudgetEndsEveryFit(_ url: URL) throws {
        guard let paste = try? DebuggerPaste(lines: PasteLines(path: url.path)), !paste.elements.isEmpty else { return }
        let budget = FitBudget(seconds: 0)
        let fit = ListInference.fit(paste.elements, viewport: Size(width: 390, height: 844), budget: budget)
        // The clock is read every 4,096 units of work: a small paste is fitted to its end.
        if budget.isSpent, !fit.mismatches.isEmpty {
            #expect(fit.stopped == "the fit stopped after 0 s, its time budget, before it could reproduce every frame", "\(url.lastPathComponent)")
        } else {
            #expect(fit.stopped == nil, "\(url.lastPathComponent)")
        }
    }

    /// The `po` of a 20,000-section IGList layout scrolled to section 19,000 (a 30-point header
    /// and a 50-point cell per section, 80 points a section: section 19,000's header at
    /// 19,000 · 80 = 1,520,000) is reproduced with the default budget: the 19,000 hidden
    /// sections before it offer its row one term between them.
    @Test(.timeLimit(.minutes(2))) func aScrolledPoIsFittedExactly() throws {
        let url = PasteCorpusTests.folder.appendingPathComponent("po-20000-sections-scrolled-to-19000.txt")
        let paste = try DebuggerPaste(lines: PasteLines(path: url.path))
        let fit = ListInference.fit(paste.elements, viewport: Size(width: 390, height: 844))
        #expect(fit.stopped == nil && fit.mismatches.isEmpty, "\(fit.stopped ?? "") \(fit.mismatches.prefix(3))")
        #expect(fit.fixture.sections.count >= 19_001)
    }

    /// The most common gap: gaps within 1e-6 of one another count together, the larger gap wins
    /// a tie. [8, 8, 10, 10, 10, 8.0000004]: 8 and 8.0000004 each see three gaps within 1e-6
    /// (8, 8, 8.0000004), 10 sees three: a tie at 3, and 10 is the largest. Without the last
    /// 10, 8.0000004 (three) beats 10 (two).
    @Test func theMostCommonGapWinsTheLargerOnATie() {
        #expect(RowFacts.mostCommon([8, 8, 10, 10, 10, 8.000_000_4]) == 10)
        #expect(RowFacts.mostCommon([8, 8, 10, 10, 8.000_000_4]) == 8.000_000_4)
        #expect(RowFacts.mostCommon([]) == nil)
        #expect(RowFacts.mostCommon([3]) == 3)
    }

    /// A paste of items 0 and 5 of one section (100 × 20 cells, one a row in a 100-wide
    /// viewport: item 5 at y = 5 · 20 = 100). The fit has six items, the four the paste lacks
    /// sized like a neighbour; those are guesses, not frames the fit must reproduce, so the two
    /// pasted frames are all it is compared on, and both come back.
    @Test func cellsThePasteLacksAreNotCountedAsMisses() {
        let fit = ListInference.fit([Self.cell(0, 0, 0, 0, 100, 20), Self.cell(0, 5, 0, 100, 100, 20)], viewport: Size(width: 100, height: 200))
        #expect(fit.missingItems == 4 && fit.compared == 2)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches)")
        #expect(fit.fixture.sections.first?.itemSizes == Array(repeating: Size(width: 100, height: 20), count: 6))
    }

    /// One 100-wide viewport, one section of two 40 × 20 cells side by side at x 0 and 50: the
    /// interitem spacing is 50 − 40 = 10. A known sticky line of 64 turns sticky headers on and
    /// is carried as `topContentInset` 64 (stickyHeaderYOffset 0), or 64 − 20 = 44 beside a
    /// known `stickyHeaderYOffset` of 20, and reported as observed with its note; without it
    /// the sum is 0 and unobservable.
    @Test func aKnownStickyLineIsTakenAsGiven() throws {
        let elements = [Self.cell(0, 0, 0, 0, 40, 20), Self.cell(0, 1, 50, 0, 40, 20)]
        let known = ListKnownValues(stickyLine: .init(64, note: "the header's track"))
        let fit = ListInference.fit(elements, viewport: Size(width: 100, height: 200), known: known)
        #expect(fit.mismatches.isEmpty)
        guard let options = fit.fixture.layout.options(as: ListLayoutOptions.self) else { Issue.record("not a list"); return }
        #expect(options.stickyHeaders && options.topContentInset == 64 && options.stickyHeaderYOffset == 0)
        let split = ListInference.fit(elements, viewport: Size(width: 100, height: 200),
                                      known: ListKnownValues(stickyLine: .init(64, note: "n"), stickyHeaderYOffset: 20))
        guard let parts = split.fixture.layout.options(as: ListLayoutOptions.self) else { Issue.record("not a list"); return }
        #expect(parts.topContentInset == 44 && parts.stickyHeaderYOffset == 20)
        let value = try #require(fit.values.last { $0.name == "layout.topContentInset + layout.stickyHeaderYOffset" })
        #expect(value.value == 64 && value.basis == .observed && value.note == "the header's track")
        let plain = ListInference.fit(elements, viewport: Size(width: 100, height: 200))
        #expect(plain.values.last { $0.name == "layout.topContentInset + layout.stickyHeaderYOffset" }?.basis == .unobservable)
        #expect(plain.fixture.sections.first?.interitemSpacing == 10)
    }
}
