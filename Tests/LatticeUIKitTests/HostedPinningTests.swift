import Foundation
import LatticeUIKit
import Testing
import struct LatticeLayout.EdgeInsets
import struct LatticeLayout.Rect
import struct LatticeLayout.Size
import struct LatticeLayout.CollectionViewGeometry
import class LatticeLayout.UpdatingLayout

/// An IGList layout that counts how often it is asked for one supplementary view: the host's
/// probe for where a header rests is such a question.
private class CountingListLayout: IGListCollectionViewLayout {
    var supplementaryQuestions = 0
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryQuestions += 1
        return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
}

/// The usual pre-iOS 9 subclass: sticky headers off in the engine, and section 0's header moved
/// to the top of the bounds after `super` answered: y = max(offset.y, 0).
private final class SubclassPinsListLayout: CountingListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let found = super.layoutAttributesForElements(in: rect) ?? []
        for a in found where a.representedElementKind == UICollectionView.elementKindSectionHeader && a.indexPath.section == 0 {
            a.frame.origin.y = max(collectionView?.contentOffset.y ?? 0, 0)
        }
        return found
    }
}

/// How the host finds pinned headers of an engine-backed class: the engine's own `isPinned`,
/// with no question to the layout per query; a header a subclass moved is still asked about
/// (UIKitDifferences §3).
@MainActor
@Suite struct HostedPinningTests {
    /// Two sections of a 100 x 20 header and three 100 x 50 cells, no insets or spacing: section 0
    /// spans 0–170 (20 + 3·50), section 1 starts at 170. Scrolled to y = 50 in a 100 x 300 view.
    private func hosted(_ layout: UICollectionViewLayout) -> UpdatingLayout<UIKitLayoutBridge> {
        let section = HostedSection(insets: EdgeInsets(all: 0), lineSpacing: 0, interitemSpacing: 0, header: Size(width: 100, height: 20),
                                    items: Array(repeating: Size(width: 100, height: 50), count: 3))
        let geometry = CollectionViewGeometry(bounds: Rect(x: 0, y: 50, width: 100, height: 300))
        let made = UICollectionView.hosting(layout, sections: [section, section], geometry: geometry, screenScale: 1)
        made.prepare()
        return made
    }

    @Test func anEngineBackedHeaderIsPinnedByTheEnginesWordWithoutAProbe() throws {
        let layout = CountingListLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
        let host = hosted(layout)
        layout.supplementaryQuestions = 0
        let headers = host.attributes(in: Rect(x: 0, y: 50, width: 100, height: 300)).filter { $0.category == .supplementary }
        // Sticky (ListLayoutRules §6): section 0: min(max(0, 50 + 0), 170 − 20) = 50, off its
        // resting y = 0: pinned. Section 1: max(170, 50) = 170, at rest.
        #expect(headers.map(\.frame.y) == [50, 170])
        #expect(headers.map(\.isPinned) == [true, false])
        #expect(layout.supplementaryQuestions == 0)
        // The inspector's resting frame is asked of the layout only when read.
        #expect(host.base.pinnedHeaders.map(\.restingFrame) == [Rect(x: 0, y: 0, width: 100, height: 20)])
        #expect(layout.supplementaryQuestions == 1)
    }

    @Test func aHeaderASubclassMovedAfterSuperIsStillFoundPinned() throws {
        let layout = SubclassPinsListLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        let host = hosted(layout)
        layout.supplementaryQuestions = 0
        // From y = 0, so that `super` returns section 0's resting header (0–20) for the subclass to move.
        let headers = host.attributes(in: Rect(x: 0, y: 0, width: 100, height: 350)).filter { $0.category == .supplementary }
        // Section 0's header moved to max(50, 0) = 50 (rests at 0); section 1's untouched at 170.
        #expect(headers.map(\.frame.y) == [50, 170])
        #expect(headers.map(\.isPinned) == [true, false])
        // Only the moved header is asked about: section 1's kept the engine's word.
        #expect(layout.supplementaryQuestions == 1)
        #expect(host.base.pinnedHeaders.map(\.restingFrame) == [Rect(x: 0, y: 0, width: 100, height: 20)])
    }

    @Test func aCopyKeepsTheEnginesWordAndAMoveForgetsIt() throws {
        let layout = IGListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
        let host = hosted(layout)
        _ = host.attributes(in: Rect(x: 0, y: 50, width: 100, height: 300))
        let header = try #require(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                            at: Foundation.IndexPath(item: 0, section: 0)))
        let copy = try #require(header.copy() as? UICollectionViewLayoutAttributes)
        #expect(header.storedEnginePin == true && copy.storedEnginePin == true)
        copy.center.y += 1
        #expect(copy.storedEnginePin == nil)
    }
}
