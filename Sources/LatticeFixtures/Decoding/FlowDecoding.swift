import LatticeLayout

/// `layout: {type: flow, …}`: UICollectionViewFlowLayout's properties (FlowLayoutRules §1),
/// each field recovering on its own with a located error.
extension FixtureDecoder {
    static let flowKeys = ["scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
                           "minimumInteritemSpacing", "sectionInset", "headerReferenceSize", "footerReferenceSize",
                           "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "sectionInsetReference"]

    /// Reads the keys in the order of `flowKeys`, each recovering on its own.
    func flowOptions(_ e: PresentEntries, _ path: FieldPath) throws -> FlowLayoutOptions {
        var o = FlowLayoutOptions()
        for k in Self.flowKeys {
            if try flowProperty(k, e, path, into: &o) { continue }
            switch k {
            case "estimatedItemSize": if let v = try field(e, k, path, estimatedItemSize) { o.estimatedItemSize = v }
            case "minimumLineSpacing": if let v = try field(e, k, path, { try number($0, $1, .nonNegative) }) { o.minimumLineSpacing = v }
            case "sectionHeadersPinToVisibleBounds": if let v = try field(e, k, path, bool) { o.sectionHeadersPinToVisibleBounds = v }
            case "sectionFootersPinToVisibleBounds": if let v = try field(e, k, path, bool) { o.sectionFootersPinToVisibleBounds = v }
            case "sectionInsetReference":
                if let v = try field(e, k, path, { try choice($0, $1, FlowSectionInsetReference.self) }) { o.sectionInsetReference = v }
            default: break
            }
        }
        return o
    }

    /// Reads key `k` into `o` when it names one of the `FlowLayoutProperties` (the flow and line
    /// layouts read them alike); false for any other key.
    func flowProperty<O: FlowLayoutProperties>(_ k: String, _ e: PresentEntries, _ path: FieldPath, into o: inout O) throws -> Bool {
        switch k {
        case "scrollDirection": if let v = try field(e, k, path, { try choice($0, $1, ScrollDirection.self) }) { o.scrollDirection = v }
        case "itemSize": if let v = try field(e, k, path, { try size($0, $1).size }) { o.itemSize = v }
        case "minimumInteritemSpacing": if let v = try field(e, k, path, { try number($0, $1, .nonNegative) }) { o.minimumInteritemSpacing = v }
        case "sectionInset": if let v = try field(e, k, path, insets) { o.sectionInset = v }
        case "headerReferenceSize": if let v = try field(e, k, path, referenceSize) { o.headerReferenceSize = v }
        case "footerReferenceSize": if let v = try field(e, k, path, referenceSize) { o.footerReferenceSize = v }
        default: return false
        }
        return true
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

/// The properties the line layout keeps from UICollectionViewFlowLayout (SWCollectionViewLineLayout
/// is its subclass): a fixture spells and bounds them alike for both layouts.
protocol FlowLayoutProperties {
    var scrollDirection: ScrollDirection { get set }
    var itemSize: Size { get set }
    var minimumInteritemSpacing: Double { get set }
    var sectionInset: EdgeInsets { get set }
    var headerReferenceSize: Size { get set }
    var footerReferenceSize: Size { get set }
}

extension FlowLayoutOptions: FlowLayoutProperties {}
extension LineLayoutOptions: FlowLayoutProperties {}
