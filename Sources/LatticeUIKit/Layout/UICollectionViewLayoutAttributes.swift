import Foundation

/// `UICollectionViewLayoutAttributes`: where one element goes and how it looks.
///
/// An `NSObject` subclass conforming to `NSCopying`, as in UIKit: subclasses that add
/// attributes override `copy(with:)` (calling `super`) and `isEqual(_:)`. The frame is stored;
/// `center` and `size` are derived from it. Unlike UIKit's, this class is not main-actor
/// isolated, so the nonisolated `NSObject` overrides (`copy(with:)`, `isEqual(_:)`, `hash`) can
/// read a subclass's stored properties in Swift 6 mode.
///
/// Its stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`):
/// they are set for every element of every query, and the class is only used on one thread.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content.
    @exclusivity(unchecked) open var frame: CGRect = .zero
    /// The frame's centre; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height) }
    }
    /// `bounds`: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    @exclusivity(unchecked) open var zIndex: Int = 0
    @exclusivity(unchecked) open var isHidden: Bool = false
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    @exclusivity(unchecked) open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    @exclusivity(unchecked) open internal(set) var representedElementKind: String?

    public required override init() { super.init() }

    /// `layoutAttributesForCellWithIndexPath:`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    /// `layoutAttributesForSupplementaryViewOfKind:withIndexPath:`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// `layoutAttributesForDecorationViewOfKind:withIndexPath:`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (subclasses add theirs after `super`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.frame = frame; c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden; c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory; c.representedElementKind = representedElementKind
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return frame == o.frame && alpha == o.alpha && zIndex == o.zIndex && isHidden == o.isHidden && indexPath == o.indexPath
            && representedElementCategory == o.representedElementCategory && representedElementKind == o.representedElementKind
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath); h.combine(representedElementKind); h.combine(representedElementCategory)
        return h.finalize()
    }

    open override var description: String {
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "cell"
        return "<\(type(of: self)) \(what) \(indexPath.count == 2 ? "\(indexPath.section).\(indexPath.item)" : "\(indexPath)") frame \(frame) zIndex \(zIndex) alpha \(alpha)\(isHidden ? " hidden" : "")>"
    }
}
