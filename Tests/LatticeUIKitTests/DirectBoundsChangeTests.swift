import LatticeLayout
import LatticeUIKit
import Testing

/// A subclass that overrides nothing: UIKit's calls reach `UICollectionViewLayout`'s own
/// members, through an invalidation context object per bounds change.
private final class PlainListSubclass: IGListCollectionViewLayout {}

/// A subclass that counts the bounds-change calls UIKit makes into it.
private final class CountingListSubclass: IGListCollectionViewLayout {
    var calls: [String] = []
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidate"); return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        calls.append("invalidationContext"); return super.invalidationContext(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        calls.append("invalidateLayout"); super.invalidateLayout(with: context)
    }
}

/// An exact seed class (`IGListCollectionViewLayout` itself) has its bounds changes answered by
/// its engine backing without a context object; a subclass goes through UIKit's members. Both
/// must give the same frames, content size and inspector counters.
///
/// The data: three sections, each a 30-point header and four 50 x 20 items (two rows) in a
/// 100 x 50 view, no insets or spacing: section s starts at y 70·s, its items end at 70·s + 70.
/// With sticky headers, at offset y the header of the section in view rests at
/// max(70·s, y), at most 70·s + 70 − 30 (ListLayoutRules, sticky headers).
@MainActor
@Suite struct DirectBoundsChangeTests {
    private static let sections = (0..<3).map { _ in
        HostedSection(insets: .zero, lineSpacing: 0, interitemSpacing: 0, header: Size(width: 100, height: 30),
                      items: Array(repeating: Size(width: 50, height: 20), count: 4))
    }

    private func hosted(_ layout: IGListCollectionViewLayout) -> UpdatingLayout<UIKitLayoutBridge> {
        UICollectionView.hosting(layout, sections: Self.sections,
                                 geometry: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 50)), screenScale: 2)
    }

    /// What `lattice bench` and the viewer do on a scroll: ask, take the context, move, invalidate, prepare.
    private func scroll(_ layout: CollectionLayout, to bounds: Rect) -> [LayoutAttributes] {
        layout.applyBoundsChange(to: bounds)
        var found: [LayoutAttributes] = []
        layout.attributes(in: bounds, into: &found)
        return found
    }

    private static let offsets: [Rect] = [0, 80, 125, 160, 10, 100].map { Rect(x: 0, y: $0, width: 100, height: 50) }
        + [Rect(x: 0, y: 40, width: 100, height: 80)]   // a resize

    private func sticky() -> IGListCollectionViewLayout { IGListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false) }

    @Test func theExactClassAndASubclassGiveTheSameFramesAndCounters() {
        let direct = hosted(sticky())
        let general = hosted(PlainListSubclass(stickyHeaders: true, topContentInset: 0, stretchToEdge: false))
        #expect(direct.base.answersDirectly)
        #expect(!general.base.answersDirectly)
        direct.prepare(); general.prepare()
        for bounds in Self.offsets {
            let a = scroll(direct, to: bounds), b = scroll(general, to: bounds)
            #expect(a == b, "at \(bounds)")
            #expect(direct.contentSize == general.contentSize)
            let s = direct.base.stats, t = general.base.stats
            #expect(s.prepares == t.prepares && s.invalidations == t.invalidations, "at \(bounds)")
            #expect(s.boundsChecks == t.boundsChecks && s.boundsInvalidations == t.boundsInvalidations, "at \(bounds)")
            #expect(s.lastInvalidation == t.lastInvalidation, "at \(bounds)")
        }
        // Worked by hand: every bounds change asks; the first is to the bounds the view already
        // has (nothing moves, no invalidation), each later one moves and (sticky headers)
        // invalidates.
        let s = direct.base.stats
        #expect(s.boundsChecks == Self.offsets.count && s.boundsInvalidations == Self.offsets.count - 1)
        #expect(s.invalidations == Self.offsets.count - 1)
        #expect(s.lastInvalidation != "none")
        #expect(direct.contentSize == Size(width: 100, height: 210))
    }

    @Test func theExactClassPinsTheHeaderInView() {
        let direct = hosted(sticky())
        direct.prepare()
        _ = scroll(direct, to: Rect(x: 0, y: 0, width: 100, height: 50))
        let found = scroll(direct, to: Rect(x: 0, y: 80, width: 100, height: 50))
        let header = found.first { $0.category == .supplementary && $0.indexPath.section == 1 }
        #expect(header?.frame.origin.y == 80)   // max(70, 80), at most 110
        let later = scroll(direct, to: Rect(x: 0, y: 125, width: 100, height: 50))
        let pushed = later.first { $0.category == .supplementary && $0.indexPath.section == 1 }
        #expect(pushed?.frame.origin.y == 110)   // max(70, 125) = 125, at most 140 − 30
    }

    @Test func aSubclassSeesEveryBoundsChangeCall() {
        let layout = CountingListSubclass(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
        let host = hosted(layout)
        host.prepare()
        _ = scroll(host, to: Rect(x: 0, y: 0, width: 100, height: 50))
        layout.calls = []
        _ = scroll(host, to: Rect(x: 0, y: 80, width: 100, height: 50))
        #expect(layout.calls == ["shouldInvalidate", "invalidationContext", "invalidateLayout"])
    }

    /// `setCollectionViewLayout(_:animated:)` from an exact seed class to a subclass: the new
    /// layout is asked (through UIKit's members, every call), not the old one's backing. Before
    /// the swap, sticky headers: at offset 80 section 1's header is pinned at y 80; after it,
    /// without sticky headers, that header rests at its own place, y 70 (ListLayoutRules, sticky
    /// headers).
    @Test func aSwappedLayoutIsAskedInsteadOfTheOldOnesBacking() throws {
        let host = hosted(sticky())
        host.prepare()
        _ = scroll(host, to: Rect(x: 0, y: 0, width: 100, height: 50))
        let before = scroll(host, to: Rect(x: 0, y: 80, width: 100, height: 50))
        #expect(before.first { $0.category == .supplementary && $0.indexPath.section == 1 }?.frame.origin.y == 80)
        let view = try #require(host.base.view)
        let next = CountingListSubclass(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        view.setCollectionViewLayout(next, animated: false)
        #expect(!host.base.answersDirectly)
        host.prepare()
        next.calls = []
        let after = scroll(host, to: Rect(x: 0, y: 81, width: 100, height: 50))
        #expect(after.first { $0.category == .supplementary && $0.indexPath.section == 1 }?.frame.origin.y == 70)
        #expect(next.calls.first == "shouldInvalidate")
    }
}
