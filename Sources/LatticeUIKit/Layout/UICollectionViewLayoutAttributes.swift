import Foundation
internal import LatticeLayout

/// `UICollectionViewLayoutAttributes`: where one element goes and how it looks.
///
/// An `NSObject` subclass conforming to `NSCopying`, as in UIKit: subclasses that add attributes
/// override `copy(with:)` (calling `super`) and `isEqual(_:)`. The frame is stored; `center` and
/// `size` are derived from it. Unlike UIKit's, this class is not main-actor isolated
/// (UIKitDifferences §2), so the nonisolated `NSObject` overrides (`copy(with:)`, `isEqual(_:)`,
/// `hash`) can read a subclass's stored properties in Swift 6 mode.
///
/// Its values live in final stored properties that skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): they are set for many elements of every query, and the class
/// is only used on one thread. The `open` properties read and write them, so a subclass can
/// still override any of them. An object of this class itself in an engine-backed layout's
/// answer fills them from the engine's values when first read or changed (`settle()`).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content: the rectangle of `center` and
    /// `size`, or, when `transform3D` is not the identity, the bounding box of the bounds
    /// transformed about `center` (as in UIKit: a 100 x 50 cell scaled by 0.5 has a 50 x 25 frame
    /// about the same centre). Setting it sets `center` and `size` (the untransformed size) and
    /// keeps the transform, as UIKit's documentation says.
    open var frame: CGRect {
        get {
            settle()
            guard let storedTransform3D else { return storedFrame }
            return CGRect(Self.elementTransform(storedTransform3D, frame: storedFrame).boundingBox)
        }
        set { detach(); storedFrame = newValue; storedEnginePin = nil }
    }
    /// The centre; setting it moves the element.
    open var center: CGPoint {
        get { settle(); return CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            detach()
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            storedEnginePin = nil
        }
    }
    /// The untransformed size; setting it keeps the centre.
    open var size: CGSize {
        get { settle(); return storedFrame.size }
        set {
            detach()
            let c = center
            storedFrame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
            storedEnginePin = nil
        }
    }
    /// `bounds`: origin zero, the untransformed size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// `transform3D` (UIKitDifferences §5): applied about `center`; `CATransform3DIdentity` by
    /// default. Setting it replaces `transform` with its affine part.
    open var transform3D: CATransform3D {
        get { settle(); return storedTransform3D ?? CATransform3DIdentity }
        set { detach(); storedTransform3D = CATransform3DIsIdentity(newValue) ? nil : newValue; storedEnginePin = nil }
    }
    /// `transform`: the affine part of `transform3D`; setting it replaces `transform3D` with it.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat {
        get { settle(); return storedAlpha }
        set { detach(); storedAlpha = newValue; storedEnginePin = nil }
    }
    open var zIndex: Int {
        get { settle(); return storedZIndex }
        set { detach(); storedZIndex = newValue; storedEnginePin = nil }
    }
    open var isHidden: Bool {
        get { settle(); return storedIsHidden }
        set { detach(); storedIsHidden = newValue; storedEnginePin = nil }
    }
    open var indexPath: Foundation.IndexPath {
        get {
            settle()
            if let storedIndexPath { return storedIndexPath }
            let made = Foundation.IndexPath(storedEnginePath)
            storedIndexPath = made
            return made
        }
        set { detach(); storedIndexPath = newValue; storedEnginePath = newValue.engine; storedEnginePin = nil }
    }
    /// Cell, supplementary view or decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory {
        get { settle(); return storedCategory }
        set { detach(); storedCategory = newValue }
    }
    /// The kind of a supplementary or decoration view; nil for a cell.
    open internal(set) var representedElementKind: String? {
        get { settle(); return storedKind }
        set { detach(); storedKind = newValue }
    }

    /// The untransformed frame: `center` and `size`.
    @exclusivity(unchecked) final var storedFrame: CGRect = .zero
    /// `transform3D`, nil for the identity (most elements: no transform work per query).
    @exclusivity(unchecked) final var storedTransform3D: CATransform3D?
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
    /// Whether the engine said this element is pinned (a sticky header or footer held off where it
    /// rests), as an engine-backed layout filled it; nil once any setter changes the element,
    /// and for attributes a layout made itself. The host then finds out by asking the layout
    /// where the element rests (`UIKitLayoutBridge.markPinnedHeaders`), which costs a query per
    /// header; with the engine's answer it needs none. Non-nil also says the object still holds
    /// exactly the engine's values (`EngineBacking.appendUntouchedValues`).
    @exclusivity(unchecked) package final var storedEnginePin: Bool?
    /// Set while the object is in an engine-backed layout's last answer and takes its values
    /// from the engine's (`EngineAnswerValues`, at `answerSlot`): the stored fields above are
    /// filled from there when first read (`settle()`), so objects nobody reads cost no filling.
    /// A setter first settles the object and then takes it out (it holds its own values).
    @exclusivity(unchecked) final var answerValues: EngineAnswerValues?
    @exclusivity(unchecked) final var answerSlot = 0
    /// The answer generation the stored fields were filled at (-1: none).
    @exclusivity(unchecked) final var settledGeneration = -1

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
        settle()
        let c = type(of: self).init()
        c.center = center; c.size = size; c.transform3D = transform3D; c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden; c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory; c.representedElementKind = representedElementKind
        c.storedEnginePin = storedEnginePin      // a copy is where the original is
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return center == o.center && size == o.size && CATransform3DEqualToTransform(transform3D, o.transform3D) && alpha == o.alpha && zIndex == o.zIndex && isHidden == o.isHidden && indexPath == o.indexPath
            && representedElementCategory == o.representedElementCategory && representedElementKind == o.representedElementKind
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath); h.combine(representedElementKind); h.combine(representedElementCategory)
        return h.finalize()
    }

    open override var description: String {
        settle()
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "cell"
        return "<\(type(of: self)) \(what) \(indexPath.count == 2 ? "\(indexPath.section).\(indexPath.item)" : "\(indexPath)") frame \(frame)\(storedTransform3D == nil ? "" : " transform3D \(Self.describe(transform3D))") zIndex \(zIndex) alpha \(alpha)\(isHidden ? " hidden" : "")>"
    }
}

extension UICollectionViewLayoutAttributes {
    /// Fills the stored fields from the engine's values when the object is in an answer whose
    /// values it has not taken yet (a no-op otherwise: one load for an object in no answer).
    @inline(__always)
    final func settle() {
        if let source = answerValues, settledGeneration != source.generation { settle(from: source) }
    }

    @inline(never)
    private final func settle(from source: EngineAnswerValues) {
        settledGeneration = source.generation
        source.values.withUnsafeBufferPointer { values in
            let a = values.baseAddress! + answerSlot
            Self.fillStorage(self, category: a.pointee.category, kind: a.pointee.category == .cell ? nil : a.pointee.kind,
                             indexPath: a.pointee.indexPath, frame: a.pointee.frame, zIndex: a.pointee.zIndex,
                             alpha: a.pointee.alpha, isPinned: a.pointee.isPinned, transform: a.pointee.transform)
        }
    }

    /// Before a change: the object takes the values it shows and leaves its answer's values.
    @inline(__always)
    final func detach() {
        if answerValues != nil { settle(); answerValues = nil }
    }

    /// The engine's view of a transform about the centre of `frame` (the untransformed frame).
    nonisolated static func elementTransform(_ t: CATransform3D, frame: CGRect) -> ElementTransform {
        ElementTransform(matrix: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                  t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) },
                         size: frame.size.engine, center: Point(x: Double(frame.midX), y: Double(frame.midY)))
    }

    /// The sixteen entries, row by row (`[m11 m12 m13 m14; m21 …]`), shortest form.
    nonisolated static func describe(_ t: CATransform3D) -> String {
        let rows = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        return "[" + rows.map { $0.map { "\(Double($0))" }.joined(separator: " ") }.joined(separator: "; ") + "]"
    }
}
