import LatticeLayout

/// `layout: {type: flow, …}`: UICollectionViewFlowLayout's properties (FlowLayoutRules §1),
/// each field recovering on its own with a located error.
extension FixtureDecoder {
    static let flowKeys = ["scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
                           "minimumInteritemSpacing", "sectionInset", "headerReferenceSize", "footerReferenceSize",
                           "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "sectionInsetReference"]

    func flowOptions(_ e: PresentEntries, _ path: FieldPath) throws -> FlowLayoutOptions {
        var o = FlowLayoutOptions()
        if let v = try field(e, "scrollDirection", path, { try choice($0, $1, ScrollDirection.self) }) { o.scrollDirection = v }
        if let v = try field(e, "itemSize", path, { try size($0, $1).size }) { o.itemSize = v }
        if let v = try field(e, "estimatedItemSize", path, estimatedItemSize) { o.estimatedItemSize = v }
        if let v = try field(e, "minimumLineSpacing", path, { try number($0, $1, .nonNegative) }) { o.minimumLineSpacing = v }
        if let v = try field(e, "minimumInteritemSpacing", path, { try number($0, $1, .nonNegative) }) { o.minimumInteritemSpacing = v }
        if let v = try field(e, "sectionInset", path, insets) { o.sectionInset = v }
        if let v = try field(e, "headerReferenceSize", path, referenceSize) { o.headerReferenceSize = v }
        if let v = try field(e, "footerReferenceSize", path, referenceSize) { o.footerReferenceSize = v }
        if let v = try field(e, "sectionHeadersPinToVisibleBounds", path, bool) { o.sectionHeadersPinToVisibleBounds = v }
        if let v = try field(e, "sectionFootersPinToVisibleBounds", path, bool) { o.sectionFootersPinToVisibleBounds = v }
        if let v = try field(e, "sectionInsetReference", path, { try choice($0, $1, FlowSectionInsetReference.self) }) {
            o.sectionInsetReference = v
        }
        return o
    }

    /// `estimatedItemSize: none | automatic | [w, h]`; `[0, 0]` is `none`, as `.zero` is in UIKit.
    func estimatedItemSize(_ n: RawNode, _ path: FieldPath) throws -> FlowEstimatedItemSize {
        if case let .scalar(text, _) = n.kind {
            if text == "none" { return .none }
            if text == "automatic" { return .automatic }
            throw fail(n.mark, path, "expected none, automatic or a size [w, h], found \(n.typeDescription)")
        }
        let s = try size(n, path).size
        return s == .zero ? .none : .size(s)
    }
}
