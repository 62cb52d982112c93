import Testing
import LatticeLayout
import LatticeViewer

/// The viewer's knobs map onto each layout's own options: setting them changes the options they
/// name and leaves every other option as the fixture set it.
struct KnobTests {
    func list(_ options: ListLayoutOptions) -> ListLayout {
        ListLayout(sections: [ListSection(headerSize: Size(width: 10, height: 10), itemSizes: [Size(width: 10, height: 10)])],
                   options: options, collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func settingListKnobsKeepsTheOptionsThatAreNoKnobs() {
        let l = list(ListLayoutOptions(showHeaderWhenEmpty: true, screenScale: 3))
        // Knobs from elsewhere (another scene); the screen scale and empty-section rule are no knobs.
        l.knobs = LayoutKnobs(scrollDirection: .horizontal, stickyHeaders: true, topContentInset: 4, stretchToEdge: true,
                              stickyHeaderYOffset: 6)
        #expect(l.options == ListLayoutOptions(scrollDirection: .horizontal, stickyHeaders: true, topContentInset: 4,
                                               stretchToEdge: true, stickyHeaderYOffset: 6, showHeaderWhenEmpty: true,
                                               screenScale: 3))
    }

    @Test func flowKnobsAreItsDirectionAndHeaderPinning() {
        var options = FlowLayoutOptions()
        options.sectionFootersPinToVisibleBounds = true
        options.minimumLineSpacing = 3
        let l = FlowLayout(sections: [], options: options, collectionView: CollectionViewGeometry(bounds: .zero))
        // The knobs it has not (the sticky line's offset, top inset, stretch) change nothing.
        l.knobs = LayoutKnobs(scrollDirection: .horizontal, stickyHeaders: true, topContentInset: 7, stretchToEdge: true,
                              stickyHeaderYOffset: 9)
        options.scrollDirection = .horizontal
        options.sectionHeadersPinToVisibleBounds = true
        #expect(l.options == options)
        #expect(l.knobs == LayoutKnobs(scrollDirection: .horizontal, stickyHeaders: true))
    }

    @Test func alignedKnobsAreItsPinning() {
        let l = AlignedLayout(sections: [], options: AlignedLayoutOptions(), collectionView: CollectionViewGeometry(bounds: .zero))
        l.knobs.stickyHeaders = !l.options.pinSectionHeaders
        #expect(l.knobs.stickyHeaders == l.options.pinSectionHeaders)
        #expect(l.knobs.scrollDirection == .vertical)
    }
}
