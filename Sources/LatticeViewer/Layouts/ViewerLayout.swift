import LatticeLayout
import LatticeRender
import LatticeFixtures

/// Which of the ``LayoutKnobs`` a layout has: the keys of the others say the layout has no such
/// option, and the status line shows only these.
public struct KnobSupport: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let scrollDirection = KnobSupport(rawValue: 1)
    public static let stickyHeaders = KnobSupport(rawValue: 2)
    public static let stretchToEdge = KnobSupport(rawValue: 4)
    public static let stickyHeaderYOffset = KnobSupport(rawValue: 8)
    public static let topContentInset = KnobSupport(rawValue: 16)
    public static let all: KnobSupport = [.scrollDirection, .stickyHeaders, .stretchToEdge, .stickyHeaderYOffset, .topContentInset]
}

/// A layout the viewer can drive: a `CollectionLayout` whose options can be changed in place.
///
/// Setting `knobs` must invalidate only what the change needs (IGList: a new
/// `stickyHeaderYOffset` recomputes header frames only) and must not re-expand the data; the
/// viewer then calls `CollectionView.layoutIfNeeded()`.
public protocol ViewerLayout: CollectionLayout {
    /// `list`, `aligned`, `line`.
    var layoutName: String { get }
    /// The layout's options that the viewer's keys turn, under the viewer's names (each layout's
    /// `*+Viewer.swift` maps its own options to and from them).
    var knobs: LayoutKnobs { get set }
    var supportedKnobs: KnobSupport { get }
    /// The pin rule for section `s`'s header (the layouts' own `headerPin(section:)`), nil when
    /// the layout has no sticky headers or the section shows no header.
    func headerPin(section: Int) -> HeaderPin?
    /// The pin rule for section `s`'s footer (UIKit's `sectionFootersPinToVisibleBounds`), nil
    /// when the layout pins no footers or the section shows none.
    func footerPin(section: Int) -> HeaderPin?
    /// Every element whose frame depends on the content offset, with its motion along the
    /// scroll axis as exact linear pieces of the offset (`export --html` draws them at any
    /// offset). By default each header and footer that `headerPin(section:)` and
    /// `footerPin(section:)` say are pinnable, their motions from the pin rule (`HeaderPin.motion(takenAt:)`); a layout with other moving elements
    /// (decorations that follow the viewport) adds them.
    func offsetMotions() -> [ElementMotion]
    /// The inspector's body: by default the pin rule of `headerPin(section:)` for the headers
    /// near the viewport (ViewerLayout+PinInspector.swift); the aligned and line layouts explain
    /// their own rules.
    func inspectorBody(_ context: InspectorContext) -> InspectorBody
    /// Finds now whatever `inspectorBody` would ask the layout lazily: the model calls it in
    /// `update` while the inspector is shown, so that drawing the inspector calls no layout code
    /// (a hosted UIKit layout's pinned headers' resting frames). Nothing by default.
    func prepareInspection()
    /// What `a` `x` `m` `u` say when the collection view takes no batch updates on this layout.
    var noBatchUpdatesReason: String { get }
    /// Why headers or footers the layout was given show nothing along the current scroll axis
    /// (the flow layout reads only a reference size's length along it); nil when none is hidden
    /// so. `d` says it after turning, and the inspector in place of the pin rule.
    var hiddenSupplementaryReason: String? { get }
    /// What `s` says when the layout has no layout-wide sticky-headers option: why, and where
    /// pinning is decided instead when the layout pins by other means.
    var noStickyHeadersReason: String { get }
    /// A section that scrolls across the scroll axis on its own (the compositional layout's
    /// orthogonal sections): its offset and largest offset; nil for any other section.
    func sidewaysScroll(section: Int) -> (offset: Double, maximum: Double)?
    /// The painters of the element kinds this layout adds (`Rasterizer.builtInPainters` by
    /// default: the line layout's, which an imported snapshot of one also draws).
    var elementPainters: [any ElementPainter] { get }
    /// Scrolls such a section sideways to `offset` (clamped by the layout).
    func setSidewaysOffset(_ offset: Double, section: Int)
    /// Where a sideways fling of such a section comes to rest.
    func sidewaysRestingOffset(section: Int, proposed: Double, velocity: Double) -> Double
    /// The user's text size changed (the viewer's `t` / `T`; UIKit's
    /// `preferredContentSizeCategory`). A layout that reads the trait collection takes it and
    /// returns true: a hosted UIKit layout's host sets its application's category, which posts
    /// `UIContentSizeCategory.didChangeNotification` to the layout's observers; the viewer then
    /// invalidates the layout. The built-in layouts read no trait collection (a fixture gives
    /// every size) and return false (the default).
    func takeContentSizeCategory(_ category: ContentSizeCategoryName) -> Bool
    /// A flow layout's section `section` as its last layout pass used it: the delegate's answers
    /// where it gave them, else the layout's properties (`sectionInset`, `minimumLineSpacing`,
    /// `minimumInteritemSpacing`, the reference sizes), its items left out; nil for a layout
    /// that is no flow layout (the default). A hosted subclass's properties are its own code:
    /// the viewer asks in `update`, never while drawing.
    func flowSectionValues(section: Int) -> FlowSection?
    /// The size a flow layout gave item `indexPath` (the delegate's `sizeForItemAt`, else the
    /// layout's `itemSize`); nil for a layout that is no flow layout (the default).
    func flowItemSize(at indexPath: IndexPath) -> Size?
}

public extension ViewerLayout {
    func headerPin(section: Int) -> HeaderPin? { nil }
    func prepareInspection() {}
    func footerPin(section: Int) -> HeaderPin? { nil }
    func offsetMotions() -> [ElementMotion] { pinnedHeaderMotions() }

    /// The motions of the pinnable headers and footers (`headerPin(section:)`,
    /// `footerPin(section:)`), along `knobs.scrollDirection`.
    func pinnedHeaderMotions() -> [ElementMotion] {
        let d = knobs.scrollDirection
        let offset = collectionView.contentOffset.s(d)
        var motions: [ElementMotion] = []
        for s in 0..<numberOfSections {
            for pin in [headerPin(section: s), footerPin(section: s)] {
                guard let pin, let motion = pin.motion(takenAt: offset) else { continue }
                let kind = pin.element == .header ? ElementKind.header : ElementKind.footer
                motions.append(ElementMotion(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s),
                                             restingFrame: pin.restingFrame, direction: d, motion: motion))
            }
        }
        return motions
    }
    var noBatchUpdatesReason: String { "the \(layoutName) layout here takes no batch updates" }
    var noStickyHeadersReason: String { "the \(layoutName) layout has no sticky headers" }
    var hiddenSupplementaryReason: String? { nil }
    func sidewaysScroll(section: Int) -> (offset: Double, maximum: Double)? { nil }
    var elementPainters: [any ElementPainter] { Rasterizer.builtInPainters }
    func setSidewaysOffset(_ offset: Double, section: Int) {}
    func takeContentSizeCategory(_ category: ContentSizeCategoryName) -> Bool { false }
    func flowSectionValues(section: Int) -> FlowSection? { nil }
    func flowItemSize(at indexPath: IndexPath) -> Size? { nil }
    func sidewaysRestingOffset(section: Int, proposed: Double, velocity: Double) -> Double { proposed }
}
