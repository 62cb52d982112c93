import Foundation
package import LatticeLayout

// The one place where the surface's Foundation geometry meets the engine's own value types.
// Nothing here is public: a file that imports LatticeUIKit sees only Foundation's names.

extension CGRect {
    package init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
    package var engine: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
    package init(_ s: Size) { self.init(width: s.width, height: s.height) }
    package var engine: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    package init(_ p: Point) { self.init(x: p.x, y: p.y) }
    package var engine: Point { Point(x: Double(x), y: Double(y)) }
}

extension UIEdgeInsets {
    package init(_ e: LatticeLayout.EdgeInsets) { self.init(top: e.top, left: e.left, bottom: e.bottom, right: e.right) }
    package var engine: LatticeLayout.EdgeInsets {
        LatticeLayout.EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension Foundation.IndexPath {
    package init(_ p: LatticeLayout.IndexPath) { self.init(item: p.item, section: p.section) }
    /// The engine's index path; an index path that is not two indices long maps to -1s (found nowhere).
    package var engine: LatticeLayout.IndexPath {
        count == 2 ? LatticeLayout.IndexPath(item: self[1], section: self[0]) : LatticeLayout.IndexPath(item: -1, section: -1)
    }
}

extension UICollectionViewLayoutAttributes {
    /// The engine's value for these attributes. Cells are kind `cell`; supplementary and
    /// decoration views keep their kind strings as given (CommandLineContract §4.2). An object of
    /// this class itself is read from its storage; a subclass's through its (perhaps
    /// overridden) getters.
    /// Its `frame` is the transformed bounding box; a transform other than the identity rides
    /// along as `transform`; `isPinned` is the engine's, when an engine-backed layout filled these
    /// attributes and nothing moved them since (else false: the host decides).
    package var engine: LayoutAttributes {
        guard type(of: self) == UICollectionViewLayoutAttributes.self else {
            var value = Self.engineValue(representedElementCategory, representedElementKind, indexPath.engine, frame, zIndex, alpha)
            value.isPinned = storedEnginePin ?? false
            let t = transform3D
            if !CATransform3DIsIdentity(t) {
                let c = center, s = size
                let untransformed = CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
                value.transform = Self.elementTransform(t, frame: untransformed)
            }
            return value
        }
        settle()
        guard let t = storedTransform3D else {
            var value = Self.engineValue(storedCategory, storedKind, storedEnginePath, storedFrame, storedZIndex, storedAlpha)
            value.isPinned = storedEnginePin ?? false
            return value
        }
        let transform = Self.elementTransform(t, frame: storedFrame)
        var value = Self.engineValue(storedCategory, storedKind, storedEnginePath, CGRect(transform.boundingBox), storedZIndex, storedAlpha)
        value.transform = transform
        value.isPinned = storedEnginePin ?? false
        return value
    }

    /// The engine value of attributes a layout returned, nil for hidden ones (UIKit shows no
    /// view for them).
    package var visibleEngine: LayoutAttributes? {
        settle()
        let hidden = type(of: self) == UICollectionViewLayoutAttributes.self ? storedIsHidden : isHidden
        return hidden ? nil : engine
    }

    /// Appends the engine values of the visible ones of `objects` to `result`, and to `unknownPins`
    /// the positions in `result` of the supplementary views whose pinning the engine did not
    /// state (made or moved by the layout itself). (Not isolated to the main actor, like this
    /// class: its closures need no isolation check per object.)
    package static func appendVisibleEngineValues(of objects: [UICollectionViewLayoutAttributes], to result: inout [LayoutAttributes],
                                                  unknownPins: inout [Int]) {
        result.reserveCapacity(result.count + objects.count)
        objects.withUnsafeBufferPointer { objects in
            for i in objects.indices {
                // The array holds the objects while they are read: no retain per object. The
                // value goes straight into `result` (no optional, no tuple: each copy of the
                // large value costs a memcpy).
                Unmanaged.passUnretained(objects[i])._withUnsafeGuaranteedRef { object in
                    object.settle()
                    let plain = type(of: object) == UICollectionViewLayoutAttributes.self
                    guard !(plain ? object.storedIsHidden : object.isHidden) else { return }
                    if object.storedEnginePin == nil, (plain ? object.storedCategory : object.representedElementCategory) == .supplementaryView {
                        unknownPins.append(result.count)
                    }
                    result.append(object.engine)
                }
            }
        }
    }

    private static func engineValue(_ category: UICollectionView.ElementCategory, _ kind: String?, _ indexPath: LatticeLayout.IndexPath,
                                    _ frame: CGRect, _ zIndex: Int, _ alpha: CGFloat) -> LayoutAttributes {
        let engineCategory: LayoutAttributes.Category
        switch category {
        case .cell: engineCategory = .cell
        case .supplementaryView: engineCategory = .supplementary
        case .decorationView: engineCategory = .decoration
        }
        return LayoutAttributes(category: engineCategory, kind: engineCategory == .cell ? ElementKind.cell : (kind ?? ""),
                                indexPath: indexPath, frame: frame.engine, zIndex: zIndex, alpha: Double(alpha))
    }

    /// New attributes (of `cls`, a `UICollectionViewLayoutAttributes` subclass) for an engine value.
    package static func make(_ a: borrowing LayoutAttributes, kind: String? = nil,
                             class cls: UICollectionViewLayoutAttributes.Type = UICollectionViewLayoutAttributes.self) -> UICollectionViewLayoutAttributes {
        fill(cls.init(), with: a, kind: kind)
    }

    /// Sets every field of `made` from `a` (a new object, or a pooled one being reused).
    @discardableResult
    package static func fill(_ made: UICollectionViewLayoutAttributes, with a: borrowing LayoutAttributes, kind: String? = nil) -> UICollectionViewLayoutAttributes {
        fill(made, category: a.category, kind: a.category == .cell ? nil : (kind ?? a.kind), indexPath: a.indexPath,
             frame: a.frame, zIndex: a.zIndex, alpha: a.alpha, isPinned: a.isPinned, transform: a.transform)
    }

    /// Sets every field of `made` from an engine value's fields (`kind`: the reported kind, nil
    /// for a cell; `isPinned`: the engine's word, kept as `storedEnginePin`). An object of this class itself is filled in storage (its Foundation index
    /// path is made when first read); a subclass's through its (perhaps overridden) setters, as
    /// a UIKit layout's would be.
    @discardableResult
    package static func fill(_ made: UICollectionViewLayoutAttributes, category: LayoutAttributes.Category, kind: String?,
                             indexPath: LatticeLayout.IndexPath, frame: Rect, zIndex: Int, alpha: Double, isPinned: Bool,
                             transform: ElementTransform? = nil) -> UICollectionViewLayoutAttributes {
        guard type(of: made) == UICollectionViewLayoutAttributes.self else {
            made.indexPath = Foundation.IndexPath(indexPath)
            made.isHidden = false
            made.representedElementCategory = uikitCategory(category)
            made.representedElementKind = kind
            made.frame = CGRect(untransformedFrame(frame, transform))
            made.transform3D = transform.map(transform3D) ?? CATransform3DIdentity
            made.zIndex = zIndex
            made.alpha = CGFloat(alpha)
            made.storedEnginePin = isPinned      // after the setters, which forget it
            return made
        }
        made.answerValues = nil                  // it holds these values now, not an answer's
        fillStorage(made, category: category, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex, alpha: alpha,
                    isPinned: isPinned, transform: transform)
        return made
    }

    /// Sets the stored fields of an object of this class itself (not a subclass) from an engine
    /// value's fields, as `fill` describes (its Foundation index path is made when first read).
    @inline(__always)
    static func fillStorage(_ made: UICollectionViewLayoutAttributes, category: LayoutAttributes.Category, kind: String?,
                            indexPath: LatticeLayout.IndexPath, frame: Rect, zIndex: Int, alpha: Double, isPinned: Bool,
                            transform: ElementTransform?) {
        let transform3D = transform.map(transform3D)
        if made.storedIndexPath != nil { made.storedIndexPath = nil }
        made.storedEnginePath = indexPath
        made.storedIsHidden = false
        made.storedCategory = uikitCategory(category)
        if kind != nil || made.storedKind != nil { made.storedKind = kind }
        made.storedFrame = CGRect(untransformedFrame(frame, transform))
        if transform3D != nil || made.storedTransform3D != nil { made.storedTransform3D = transform3D }
        made.storedZIndex = zIndex
        made.storedAlpha = CGFloat(alpha)
        made.storedEnginePin = isPinned
    }

    private static func uikitCategory(_ category: LayoutAttributes.Category) -> UICollectionView.ElementCategory {
        switch category {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
    }

    /// With a transform, an engine frame is the bounding box: the untransformed frame comes from
    /// the transform's centre and size.
    private static func untransformedFrame(_ frame: Rect, _ transform: ElementTransform?) -> Rect {
        guard let t = transform else { return frame }
        return Rect(x: t.center.x - t.size.width / 2, y: t.center.y - t.size.height / 2, width: t.size.width, height: t.size.height)
    }

    private static func transform3D(_ t: ElementTransform) -> CATransform3D {
        let m = t.matrix.map { CGFloat($0) }
        return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                             m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

extension UICollectionViewUpdateItem {
    /// UIKit's update item for an engine change (section-level changes have item `NSNotFound`).
    package convenience init(_ u: UpdateItem) {
        func section(_ s: Int) -> Foundation.IndexPath { Foundation.IndexPath(item: NSNotFound, section: s) }
        switch u {
        case .insertItem(let p): self.init(action: .insert, before: nil, after: .init(p))
        case .deleteItem(let p): self.init(action: .delete, before: .init(p), after: nil)
        case .reloadItem(let p): self.init(action: .reload, before: .init(p), after: nil)
        case .moveItem(let a, let b): self.init(action: .move, before: .init(a), after: .init(b))
        case .insertSection(let s): self.init(action: .insert, before: nil, after: section(s))
        case .deleteSection(let s): self.init(action: .delete, before: section(s), after: nil)
        case .reloadSection(let s): self.init(action: .reload, before: section(s), after: nil)
        case .moveSection(let a, let b): self.init(action: .move, before: section(a), after: section(b))
        }
    }
}
