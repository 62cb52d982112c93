import LatticeUIKit
import Testing

/// Views made from class objects, as iOS code makes them: `T(frame:)` for a generic view type,
/// and the collection view's dequeuing of a registered class, placed by the layout's attributes.
/// `StackLayout` puts cell i at (10, 50·i, 100, 50).
@MainActor
@Suite(.serialized) struct DequeuingTests {
    final class BadgeCell: UICollectionViewCell {
        var made = "frame"
        required init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { fatalError() }
    }
    final class Header: UICollectionReusableView {}

    /// A container of a view of a type chosen by its user, made from the type (ChatLayout's
    /// `EdgeAligningView` idiom).
    @MainActor final class Holder<Content: UIView> {
        let content: Content
        init(frame: CGRect) { content = Content(frame: frame) }
    }

    @Test func aGenericViewTypeIsMadeFromItsClassWithTheSubclassInitialiser() {
        let holder = Holder<BadgeCell>(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(holder.content.made == "frame")
        #expect(holder.content.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        let plain = Holder<UIView>(frame: .zero)
        #expect(type(of: plain.content) == UIView.self)
    }

    @Test func aDequeuedCellIsOfTheRegisteredClassPlacedByTheLayout() {
        let layout = StackLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let ds = Counts(20)
        cv.dataSource = ds
        cv.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        cv.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "head")
        cv.layoutIfNeeded()
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 2, section: 0))
        #expect(cell is BadgeCell)
        #expect(cell.reuseIdentifier == "badge")
        #expect(cell.frame == CGRect(x: 10, y: 100, width: 100, height: 50))     // item 2: y = 50 · 2
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)     // the cell shown there
        let header = cv.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "head",
                                                         for: IndexPath(item: 0, section: 0))
        #expect(header is Header)
        #expect(header.reuseIdentifier == "head")
        withExtendedLifetime(ds) {}
    }
}
