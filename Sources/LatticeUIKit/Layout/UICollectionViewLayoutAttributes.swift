import Foundation
internal import LatticeLayout

/// `UICollectionViewLayoutAttributes`: where one element goes and how it looks.
///
/// An `NSObject` subclass conforming to `NSCopying`, as in UIKit: subclasses that add
/// attributes override `copy(with:)` (calling `super`) and `isEqual(_:)`. The frame is stored;
/// `center` and `size` are derived from it. Unlike UIKit's, this class is not main-actor
/// isolated, so the nonisolated `NSObject` overrides (`copy(with:)`, `isEqual(_:)`, `hash`) can
/// read a subclass's stored properties in Swift 6 mode.
///
/// Its values live in final stored properties that skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): they are set for every element of every query, and the class
/// is only used on one thread. The `open` properties read and write them, so a subclass can
/// still override any of them.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
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
    open var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    open var zIndex: Int {
        get { storedZIndex }
        set { storedZIndex = newValue }
    }
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    open var indexPath: Foundation.IndexPath {
        get {
            if let storedIndexPath { return storedIndexPath }
            let made = Foundation.IndexPath(storedEnginePath)
            storedIndexPath = made
            return made
        }
        set { storedIndexPath = newValue; storedEnginePath = newValue.engine }
    }
    /// Cell, supplementary view or decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory {
        get { storedCategory }
        set { storedCategory = newValue }
    }
    /// The kind of a supplementary or decoration view; nil for a cell.
    open internal(set) var representedElementKind: String? {
        get { storedKind }
        set { storedKind = newValue }
    }

    @exclusivity(unchecked) final var storedFrame: CGRect = .zero
    @exclusivity(unchecked) final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) final var storedZIndex = 0
    @exclusivity(unchecked) final var storedIsHidden = false
    /// The index path as set, or made from `storedEnginePath` when first read (an engine-backed
    /// layout fills only the latter: most attributes it makes are never asked for theirs).
    @exclusivity(unchecked) final var storedIndexPath: Foundation.IndexPath?
    /// The index path as the engine names it (section and item; -1s for an index path that is
    /// not two indices long).
    @exclusivity(unchecked) final var storedEnginePath = LatticeLayout.IndexPath(item: 0, section: 0)
    @exclusivity(unchecked) final var storedCategory: UICollectionView.ElementCategory = .cell
    @exclusivity(unchecked) final var storedKind: String?

    public required override init() { super.init() }

    /// `layoutAttributesForCellWithIndexPath:`.
    public convenience init(forCellWith indexPath: Foundation.IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    /// `layoutAttributesForSupplementaryViewOfKind:withIndexPath:`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// `layoutAttributesForDecorationViewOfKind:withIndexPath:`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
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
