import Testing
@testable import LatticeLayout

/// `warningCount` and `firstWarning` say what `warnings.count` and `warnings.first` say, without
/// making the whole list (the viewer's status line reads them every frame); the flow layout's
/// self-sizing progress is what counting `isMeasured` over every item gives.
@Suite struct WarningSummaryTests {
    /// ListLayoutRules §3.1: in a 100-point column with insets 10, P = 80, so 150 items 150 wide
    /// are 150 clamps: 100 spelled out and one line for the other 50, 101 warnings.
    @Test func aListWithManyClampsCountsItsListAndMakesOnlyTheFirst() {
        let l = Orientation(direction: .vertical).layout(
            [ListSection(insets: EdgeInsets(left: 10, right: 10), itemSizes: Array(repeating: S(150, 20), count: 150))])
        #expect(l.warnings.count == 101)
        #expect(l.warningCount == 101)
        #expect(l.firstWarning == l.warnings.first)
        #expect(l.firstWarning?.indexPath == IndexPath(item: 0, section: 0))
        #expect(l.warnings.last?.message == "50 more items clamped to their section's row")
    }

    @Test func aListWithoutClampsHasNone() {
        let l = Orientation(direction: .vertical).layout([ListSection(itemSizes: items([(80, 20), (100, 20)]))])
        #expect(l.warnings.isEmpty && l.warningCount == 0 && l.firstWarning == nil)
    }

    /// FlowLayoutRules §2: in a 320-point container, items 400 wide are longer than a row; of
    /// 3 such items among 5, warnings name the 3, the first is item 1.
    @Test func aFlowLayoutsSummaryIsItsListsCountAndFirst() {
        let sizes = [Size(width: 100, height: 20), Size(width: 400, height: 20), Size(width: 400, height: 20),
                     Size(width: 100, height: 20), Size(width: 400, height: 20)]
        let l = FlowWorkedExampleTests.layout([FlowSection(itemSizes: sizes)])
        #expect(l.warnings.count == 3)
        #expect(l.warningCount == 3)
        #expect(l.firstWarning == l.warnings.first)
        #expect(l.firstWarning?.indexPath == IndexPath(item: 1, section: 0))
    }

    /// FlowSelfSizingTests' layout: 19 items (3 + 1 + 4 + 1 + 10), 7 measured at first (items 0...6 in view), 12 after
    /// the scroll to 300 (items 7...11 come into view).
    @Test func selfSizingProgressCountsWhatIsMeasured() {
        var o = FlowLayoutOptions(estimatedItemSize: .size(Size(width: 320, height: 44)))
        o.minimumLineSpacing = 1
        let l = FlowWorkedExampleTests.layout([FlowSection(lineSpacing: 1, interitemSpacing: 0, itemSizes: FlowSelfSizingTests.sizes)], o,
                                              viewport: Size(width: 320, height: 300))
        func counted() -> Int { (0..<19).filter { l.isMeasured(IndexPath(item: $0, section: 0)) }.count }
        #expect(l.selfSizingProgress == (measured: 7, total: 19))
        #expect(counted() == 7)
        l.applyBoundsChange(to: R(0, 300, 320, 300))
        #expect(l.selfSizingProgress == (measured: 12, total: 19))
        #expect(counted() == 12)
    }
}
