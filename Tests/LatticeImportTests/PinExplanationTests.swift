import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing
import LatticeTestSupport

/// `PinExplanation` on two pastes of Fixtures/list/sticky-headers-vertical.yaml (viewport
/// 100 x 100; section 0: header 10 and two 20-point rows, bounds 0...50; section 1: header 10 at
/// rest at 50, three 30-point rows), printed as the debugger prints the engine's frames.
@Suite struct PinExplanationTests {
    static let fixturePath = Repository.path("Fixtures/list/sticky-headers-vertical.yaml")

    /// What `layoutAttributesForElements(in: bounds)` returns at `offset`, printed and read back.
    static func paste(offset: Point, overrides: [String] = []) throws -> PinExplanation.Paste {
        var fixture = try FixtureLoader.load(path: fixturePath, overrides: overrides)
        fixture.contentOffset = offset
        let layout = fixture.makeLayout(viewport: fixture.viewport!)
        layout.prepare()
        let bounds = Rect(origin: offset, size: fixture.viewport!)
        let text = layout.attributes(in: bounds).map { DebuggerPaste.describe($0) + "," }.joined(separator: "\n")
        return PinExplanation.Paste(elements: try DebuggerPaste(text: text, file: "paste.txt").elements, offset: offset)
    }

    static let viewport = Size(width: 100, height: 100)

    /// stickyHeaderYOffset 5 (sum 5). At offset 0 the line is 5: header 0 follows it (lo 0,
    /// hi 50 − 10 = 40), so sum = 5 − 0; header 1 rests at lo 50 (sum ≤ 50). At offset 40 the line
    /// is 45: header 0 is pushed to hi 40 (sum ≥ 40 − 40 = 0), header 1 stays at 50 (sum ≤ 10).
    @Test func namesEachClampAndTheSum() throws {
        let a = try Self.paste(offset: Point(x: 0, y: 0), overrides: ["layout.stickyHeaderYOffset=5"])
        let b = try Self.paste(offset: Point(x: 0, y: 40), overrides: ["layout.stickyHeaderYOffset=5"])
        let e = PinExplanation(a: a, b: b, viewport: Self.viewport)
        #expect(e.fit.mismatches.isEmpty)
        #expect(e.headers.map(\.section) == [0, 1])
        let h0 = try #require(e.headers.first), h1 = try #require(e.headers.last)
        #expect(h0.resting == 0 && h0.lower == 0 && h0.upper == 40)
        #expect(h0.a.position == 5 && h0.a.clamp == HeaderPin.Clamp.none && h0.a.low == 5 && h0.a.high == 5)
        #expect(h0.b.position == 40 && h0.b.clamp == .upper && h0.b.low == 0 && h0.b.high == nil)
        #expect(h1.resting == 50 && h1.lower == 50 && h1.upper == nil)
        #expect(h1.a.position == 50 && h1.a.clamp == .lower && h1.a.high == 50)
        #expect(h1.b.position == 50 && h1.b.clamp == .lower && h1.b.high == 10)
        #expect(e.sum == .exactly(5))
        #expect(e.text.contains("topContentInset + stickyHeaderYOffset: 5 explains every header"))
        #expect(e.text.contains("A: y 5 at offset 0: no clamp (on the line; sum = 5)"))
        #expect(e.text.contains("B: y 40 at offset 40: upper clamp"))
    }

    /// Sum 0: at offset 15 header 0 follows the line at 15 (so its resting place, 0, is read
    /// off its first item at 10, not off the paste); at offset 45 the line is 45, header 0 is at
    /// hi 40 and header 1 still at lo 50. Only sum 0 fits.
    @Test func pinnedInBothPastesStillRestsBeforeItsItems() throws {
        let e = PinExplanation(a: try Self.paste(offset: Point(x: 0, y: 15)), b: try Self.paste(offset: Point(x: 0, y: 45)), viewport: Self.viewport)
        #expect(e.fit.mismatches.isEmpty)
        #expect(e.headers.first?.resting == 0)
        #expect(e.headers.first?.a.clamp == HeaderPin.Clamp.none)
        #expect(e.headers.first?.b.clamp == .upper)
        #expect(e.headers.last?.b.clamp == .lower)
        #expect(e.sum == .exactly(0))
    }

    /// Both headers resting in both pastes (offsets −20 and −10, sum 0): the sum is only
    /// bounded from above, most tightly by header 0 at offset −10: lo 0 − (−10) = 10.
    @Test func clampsAloneOnlyBoundTheSum() throws {
        let e = PinExplanation(a: try Self.paste(offset: Point(x: 0, y: -20)), b: try Self.paste(offset: Point(x: 0, y: -10)), viewport: Self.viewport)
        #expect(e.headers.allSatisfy { $0.a.clamp == .lower && $0.b.clamp == .lower })
        #expect(e.sum == .between(low: nil, high: 10))
        #expect(e.sumText.contains("≤ 10"))
    }

    /// A header on the line at different sums in the two pastes, and one outside its clamps.
    @Test func noSingleValue() throws {
        let a = try Self.paste(offset: Point(x: 0, y: 0), overrides: ["layout.stickyHeaderYOffset=5"])
        var b = try Self.paste(offset: Point(x: 0, y: 40), overrides: ["layout.stickyHeaderYOffset=5"])
        let i = try #require(b.elements.firstIndex { $0.category == .supplementary && $0.indexPath.section == 0 })
        b.elements[i].frame.origin.y = 30 // on the line at sum −10
        let e = PinExplanation(a: a, b: b, viewport: Self.viewport)
        #expect(e.headers.first?.b.clamp == HeaderPin.Clamp.none && e.headers.first?.b.low == -10)
        #expect(e.sum == PinExplanation.Sum.none)
        #expect(e.text.contains("no single value explains both pastes"))
        b.elements[i].frame.origin.y = 45 // past hi 40
        let outside = PinExplanation(a: a, b: b, viewport: Self.viewport)
        #expect(outside.headers.first?.b.clamp == nil)
        #expect(outside.sum == PinExplanation.Sum.none)
    }
}
