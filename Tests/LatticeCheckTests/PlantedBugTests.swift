import LatticeLayout
import LatticeViewport
import Testing
@testable import LatticeCheck

/// The planted-bug corpus: each bug of `PlantedLayout` is caught by its rule with the finding
/// worked out by hand from the layout's frames (its doc comment), and the same layout without
/// the bug passes every rule.
@Suite struct PlantedBugTests {
    static let size = CheckSize(name: "100x100", viewport: Size(width: 100, height: 100))

    static func target(_ make: @escaping () -> PlantedLayout, size: CheckSize = size) -> CheckTarget {
        CheckTarget(size: size, screenScale: 2) { make() }
    }

    static func check(_ make: @escaping () -> PlantedLayout, size: CheckSize = size) -> Checker.Outcome {
        Checker(offsetCount: 8, seed: 1).check([target(make, size: size)])
    }

    @Test(arguments: [false, true]) func theFixedLayoutPassesEveryRule(pins: Bool) {
        let outcome = Self.check { PlantedLayout(pins: pins) }
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        #expect(outcome.ran == CheckRules.names)
    }

    @Test func aRectQueryDroppingACellThatStartsAboveItIsAMissingElement() {
        // Rect y 30…80 meets cells 0.0 (20…40), 0.1 (40…60) and 0.2 (60…80); 0.3 (80…100) only
        // touches it. The bug drops 0.0, which starts above the rect.
        let run = CheckRun(target: Self.target { PlantedLayout(bug: .rectDropsCellsStartingAbove) }, offsetCount: 1, seed: 1)
        var log = FindingLog()
        let rect = Rect(x: 0, y: 30, width: 100, height: 50)
        RectVsItemRule().check(rect, run.states[0], run.view.layout, run, &log)
        #expect(log.findings.count == 1)
        let f = log.findings[0]
        #expect(f.rule == "rect-vs-item" && f.severity == .error && f.code == "missing")
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 0)))
        #expect(f.values == [.init("query rect", "(0, 30, 100, 50)"), .init("layoutAttributesForItem(at:)", "(0, 20, 100, 20)")])
        #expect(f.contentOffset == .zero && f.sizeName == "100x100")
    }

    @Test func theWholeCheckFindsTheDroppedCellsAndNothingElse() {
        let outcome = Self.check { PlantedLayout(bug: .rectDropsCellsStartingAbove) }
        #expect(!outcome.findings.isEmpty)
        for f in outcome.findings {
            #expect(f.rule == "rect-vs-item" && f.code == "missing" && f.severity == .error)
            // Each missing cell starts above the rect it meets: the planted cause.
            let frame = f.element.map { PlantedLayout().cellFrameAtRest($0.indexPath) }
            #expect(frame != nil && f.rect != nil && frame!.minY < f.rect!.minY && frame!.meets(f.rect!))
        }
    }

    @Test func attributesEditedInPlaceAreACachedFrameMismatchNamingCopy() {
        let outcome = Self.check { PlantedLayout(bug: .rectEditsAttributesInPlace) }
        #expect(outcome.findings.count == 1)
        let f = outcome.findings[0]
        #expect(f.rule == "rect-vs-item" && f.severity == .error && f.code == "frame-mismatch")
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 2, section: 0)))
        // Cell 0.2 rests at (0, 60, 100, 20); the rect query moved it 5 points right.
        #expect(f.values == [.init("layoutAttributesForElements(in:)", "(5, 60, 100, 20)"),
                             .init("layoutAttributesForItem(at:)", "(0, 60, 100, 20)")])
        #expect(f.message.contains("cached frame mismatch"))
        #expect(f.hint?.contains("copy()") == true)
    }

    @Test func aContentSizeShortOfTheLastCellLeavesItUnreachable() {
        let outcome = Self.check { PlantedLayout(bug: .contentSizeShort) }
        #expect(outcome.findings.count == 1)
        let f = outcome.findings[0]
        #expect(f.rule == "content-size" && f.severity == .warning && f.code == "unreachable")
        // The last cell, 1.4, spans y 220…240; the content ends at 230.
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 4, section: 1)))
        #expect(f.values == [.init("frame", "(0, 220, 100, 20)"),
                             .init("collectionViewContentSize", "100x230 (scrollable area (0, 0, 100, 230))")])
    }

    @Test func aNaNHeightIsAGeometryError() {
        let outcome = Self.check { PlantedLayout(bug: .nanHeight) }
        #expect(!outcome.findings.isEmpty)
        #expect(outcome.findings.allSatisfy { $0.rule == "geometry" })
        let f = outcome.findings[0]
        #expect(f.severity == .error && f.code == "not-finite")
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 1, section: 0)))
        #expect(f.values == [.init("layoutAttributesForItem(at:)", "(0, 40, 100, nan)"), .init("expected", "finite")])
    }

    @Test func aFlowItemWiderThanItsSectionQuotesUIKitsLog() {
        // 320 points less section insets 10 + 10: 300 available; the item is 400 wide.
        func flow(_ width: Double) -> CheckTarget {
            CheckTarget(size: CheckSize(name: "320x480", viewport: Size(width: 320, height: 480))) {
                FlowLayout(sections: [FlowSection(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                                                  itemSizes: [Size(width: 50, height: 50), Size(width: width, height: 50)])],
                           collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 320, height: 480)))
            }
        }
        let broken = Checker().check([flow(400)]).findings.filter { $0.rule == "geometry" }
        #expect(broken.count == 1)
        let f = broken[0]
        #expect(f.severity == .warning && f.code == "flow-item-too-long")
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 1, section: 0)))
        #expect(f.message == "UIKit logs: the behavior of the UICollectionViewFlowLayout is not defined because the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.")
        #expect(f.values == [.init("item width", "400"),
                             .init("available width", "300 (320 less section insets 10+10 and content insets 0+0)")])
        #expect(Checker().check([flow(300)]).findings.filter { $0.rule == "geometry" }.isEmpty)
    }

    @Test func aPinnedHeaderAboveTheVisibleBoundsIsOutOfView() {
        // At the greatest offset, 140, header 1 (resting at 120) pins at 140; the bug puts it at 130.
        let outcome = Self.check { PlantedLayout(bug: .pinnedHeaderSlidesOut, pins: true) }
        let header1 = ElementID(category: .supplementary, kind: "header", indexPath: IndexPath(item: 0, section: 1))
        let out = outcome.findings.filter { $0.element == header1 }
        #expect(out.count == 1)
        let f = out[0]
        #expect(f.severity == .error && f.code == "out-of-view")
        #expect(f.contentOffset == Point(x: 0, y: 140))
        #expect(f.values == [.init("pinned frame", "(0, 130, 100, 20)"), .init("visible y", "140…240")])
        #expect(outcome.findings.allSatisfy { $0.rule == "pinning" && $0.code == "out-of-view" })
    }

    @Test func aPinnedHeaderWithTheCellsZIndexIsUnderACell() {
        // At offset 140 header 1 pins at 140 over cell 1.0 (140…160); both have zIndex 0.
        let outcome = Self.check { PlantedLayout(bug: .pinnedHeaderUnderCells, pins: true) }
        let header1 = ElementID(category: .supplementary, kind: "header", indexPath: IndexPath(item: 0, section: 1))
        let under = outcome.findings.filter { $0.element == header1 }
        #expect(under.count == 1)
        #expect(under.first?.contentOffset == Point(x: 0, y: 140))
        #expect(under.first?.values == [.init("pinned zIndex", "0"), .init("cell 1.0 zIndex", "0")])
        #expect(outcome.findings.allSatisfy { $0.rule == "pinning" && $0.code == "under-cell" && $0.severity == .error })
    }

    @Test func invalidatingEverythingOnEveryScrollStepIsWastedWork() {
        // Scrollable range 0…140; ten steps of 10 points, each a full invalidation with the
        // same cells after it.
        let outcome = Self.check { PlantedLayout(bug: .invalidatesEverythingOnScroll) }
        #expect(outcome.findings.count == 1)
        let f = outcome.findings[0]
        #expect(f.rule == "invalidation-cost" && f.severity == .warning && f.code == "wasted-invalidation")
        #expect(f.message == "10 of 10 scroll steps of 10 points invalidated everything and ran prepare() again (10 prepare() calls in all); the cells came out identical every time")
        #expect(f.hint?.contains("invalidation context") == true)
    }

    @Test func aLayoutThatIgnoresASizeChangeIsStale() {
        // 100 x 200 rotates to 200 x 100: cells keep the old 100-point width; a fresh layout gives 200.
        let tall = CheckSize(name: "100x200", viewport: Size(width: 100, height: 200))
        let outcome = Self.check({ PlantedLayout(bug: .neverInvalidates, viewport: tall.viewport) }, size: tall)
        #expect(outcome.findings.count == 1)
        let f = outcome.findings[0]
        #expect(f.rule == "invalidation-cost" && f.severity == .error && f.code == "stale-after-resize")
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 0)))
        #expect(f.values == [.init("after the size change", "(0, 20, 100, 20)"), .init("prepared at the new size", "(0, 20, 200, 20)")])
        let fixed = Self.check({ PlantedLayout(viewport: tall.viewport) }, size: tall)
        #expect(fixed.findings.isEmpty)
    }

    @Test func aSelfSizingLoopIsReportedWithTheSizesItMovesBetween() {
        // Eight distinct sampled offsets: each pass makes eight bounds changes, each one point
        // more for cell 0.0 (at rest (0, 20, 100, 20)).
        let outcome = Self.check { PlantedLayout(bug: .selfSizingNeverSettles) }
        #expect(outcome.findings.count == 1)
        let f = outcome.findings[0]
        #expect(f.rule == "self-sizing" && f.severity == .error && f.code == "does-not-settle")
        #expect(f.element == ElementID(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 0)))
        let heights = f.values.compactMap { v in v.value.split(separator: " ").last.flatMap { Double($0.dropLast()) } }
        #expect(heights.count == 2 && heights[1] - heights[0] == 8)
        #expect(f.values.map(\.source) == ["pass 9", "pass 10"])
        #expect(outcome.skipped == CheckRules.names.filter { $0 != "determinism" && $0 != "self-sizing" })
    }

    @Test func aLayoutAnsweringDifferentlyTwiceSkipsTheOtherRules() {
        let counter = SharedCounter()
        let outcome = Self.check { PlantedLayout(bug: .nondeterministic(counter)) }
        #expect(!outcome.findings.isEmpty)
        #expect(outcome.findings.allSatisfy { $0.rule == "determinism" && $0.severity == .error })
        #expect(outcome.ran == ["determinism", "self-sizing"])
        #expect(outcome.skipped == CheckRules.names.filter { $0 != "determinism" && $0 != "self-sizing" })
        // One fresh layout has its cells 1 point lower than the other.
        let item = outcome.findings.first { $0.code == "item-differs" && $0.element?.indexPath == IndexPath(item: 0, section: 0) }
        #expect(Set(item?.values.map(\.value) ?? []) == ["(0, 20, 100, 20)", "(0, 21, 100, 20)"])
    }
}

extension PlantedLayout {
    /// Cell `p`'s frame at rest, from the doc comment's formula (width 100).
    func cellFrameAtRest(_ p: IndexPath) -> Rect {
        Rect(x: 0, y: 120 * Double(p.section) + 20 + 20 * Double(p.item), width: 100, height: 20)
    }
}

/// The updates rule on `PlantedStackLayout`: two sections of three cells, each of its own height.
@Suite struct PlantedUpdatesTests {
    static func check(ignoresCountChanges: Bool) -> Checker.Outcome {
        let target = CheckTarget(size: CheckSize(name: "100x100", viewport: Size(width: 100, height: 100))) {
            PlantedStackLayout(sections: [StackSection(items: [10, 20, 30]), StackSection(items: [40, 50, 60])],
                               ignoresCountChanges: ignoresCountChanges)
        }
        return Checker().check([target])
    }

    @Test func aLayoutThatKeepsItsCacheAcrossABatchUpdateIsStale() {
        let outcome = Self.check(ignoresCountChanges: true)
        #expect(outcome.findings.count == 1)
        let f = outcome.findings[0]
        #expect(f.rule == "updates" && f.severity == .error && f.code == "stale-after-update")
        #expect(f.message.hasPrefix("after performBatchUpdates ("))
        // Whatever the batch, the stale layout keeps its six cells (10 to 60 high) where they
        // were: a delete, an insert or a move of cells of different heights changes a frame.
        #expect(f.values.map(\.source) == ["after the update", "fresh layout of the new data"])
        #expect(f.values[0].value != f.values[1].value)
    }

    @Test func theSameLayoutDroppingItsCacheOnCountChangesPasses() {
        #expect(Self.check(ignoresCountChanges: false).findings.isEmpty)
    }
}
