import LatticeUIKit
import Testing

// This file imports LatticeUIKit only: `IndexPath` is Foundation's, the one UIKit code means.

/// An attributes subclass as iOS code writes one.
final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tag = tag
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TaggedAttributes else { return false }
        return tag == other.tag && super.isEqual(object)
    }
}

@MainActor
@Suite struct SurfaceTests {
    @Test func indexPathHasUIKitsAdditions() {
        var p = IndexPath(item: 3, section: 1)
        #expect(p.item == 3 && p.section == 1 && p.count == 2)
        p.item = 4
        #expect(p == IndexPath(indexes: [1, 4]))
    }

    @Test func attributesSubclassesCopyAndCompare() {
        let a = TaggedAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        a.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        a.tag = 7
        let b = a.copy() as! TaggedAttributes
        #expect(b !== a && b.tag == 7 && b.frame == a.frame && b.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(b.representedElementCategory == .supplementaryView)
        #expect(a.isEqual(b))
        b.tag = 8
        #expect(!a.isEqual(b))
        b.center = CGPoint(x: 0, y: 0)
        #expect(b.frame == CGRect(x: -15, y: -20, width: 30, height: 40))
    }

    @Test func invalidateLayoutSetsEverything() {
        final class Spy: UICollectionViewLayout {
            var seen: [Bool] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                seen.append(context.invalidateEverything)
                super.invalidateLayout(with: context)
            }
        }
        let spy = Spy()
        spy.invalidateLayout()
        spy.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        #expect(spy.seen == [true, false])
    }

    @Test func flowDelegateDefaultsComeFromTheLayout() {
        final class Quiet: NSObject, UICollectionViewDelegateFlowLayout {}
        let line = SWCollectionViewLineLayout()
        line.itemSize = CGSize(width: 70, height: 20)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: line)
        let quiet = Quiet()
        #expect(quiet.collectionView(cv, layout: line, sizeForItemAt: IndexPath(item: 0, section: 0)) == CGSize(width: 70, height: 20))
        #expect(quiet.collectionView(cv, layout: UICollectionViewLayout(), sizeForItemAt: IndexPath(item: 0, section: 0)) == CGSize(width: 50, height: 50))
    }
}
