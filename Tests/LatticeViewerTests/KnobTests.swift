import Testing
import LatticeLayout
import LatticeViewer

/// The viewer's knobs are the list layout's own options: setting them changes the knob fields
/// and leaves every other option as the fixture set it.
struct KnobTests {
    func list(_ options: ListLayoutOptions) -> ListLayout {
        ListLayout(sections: [ListSection(headerSize: Size(width: 10, height: 10), itemSizes: [Size(width: 10, height: 10)])],
                   options: options, collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func settingListKnobsKeepsTheOptionsThatAreNoKnobs() {
        let l = list(ListLayoutOptions(showHeaderWhenEmpty: true, screenScale: 3))
        // Knobs from elsewhere (another scene, whose screen scale and empty-section rule differ).
        l.knobs = LayoutKnobs(scrollDirection: .horizontal, stickyHeaders: true, topContentInset: 4, stretchToEdge: true,
                              stickyHeaderYOffset: 6, showHeaderWhenEmpty: false, screenScale: 1)
        #expect(l.options == ListLayoutOptions(scrollDirection: .horizontal, stickyHeaders: true, topContentInset: 4,
                                               stretchToEdge: true, stickyHeaderYOffset: 6, showHeaderWhenEmpty: true,
                                               screenScale: 3))
    }

    @Test func applyCopiesOnlyTheKnobsInTheSet() {
        var o = ListLayoutOptions()
        KnobSupport([.stickyHeaders, .topContentInset]).apply(LayoutKnobs(scrollDirection: .horizontal, stickyHeaders: true,
                                                                          topContentInset: 7, stickyHeaderYOffset: 9), to: &o)
        #expect(o == ListLayoutOptions(stickyHeaders: true, topContentInset: 7))
    }

    @Test func alignedKnobsAreItsPinning() {
        let l = AlignedLayout(sections: [], options: AlignedLayoutOptions(), collectionView: CollectionViewGeometry(bounds: .zero))
        l.knobs.stickyHeaders = !l.options.pinSectionHeaders
        #expect(l.knobs.stickyHeaders == l.options.pinSectionHeaders)
        #expect(l.knobs.scrollDirection == .vertical)
    }
}
