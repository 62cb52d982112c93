import LatticeLayout
import LatticeRender
import LatticeFixtures

/// A layout wrapped for batch updates and snapping (`UpdatingLayout`) is driven by the
/// viewer like the layout it wraps: name, knobs and the sticky-header pin formula pass through.
/// Setting `knobs` sets the wrapped layout's options, which invalidate what they change; the
/// viewer then calls `CollectionView.layoutIfNeeded()`, which prepares through the wrapper.
extension UpdatingLayout: ViewerLayout where Base: ViewerLayout {
    public var layoutName: String { base.layoutName }
    public var knobs: LayoutKnobs {
        get { base.knobs }
        set { base.knobs = newValue }
    }
    public var supportedKnobs: KnobSupport { base.supportedKnobs }
    public func headerPin(section: Int) -> HeaderPin? { base.headerPin(section: section) }
    public func footerPin(section: Int) -> HeaderPin? { base.footerPin(section: section) }
    public func offsetMotions() -> [ElementMotion] { base.offsetMotions() }
    public func inspectorBody(_ context: InspectorContext) -> InspectorBody { base.inspectorBody(context) }
    public func prepareInspection() { base.prepareInspection() }
    public var noBatchUpdatesReason: String { base.noBatchUpdatesReason }
    public var noStickyHeadersReason: String { base.noStickyHeadersReason }
    public var hiddenSupplementaryReason: String? { base.hiddenSupplementaryReason }
    public var elementPainters: [any ElementPainter] { base.elementPainters }
    public func sidewaysScroll(section: Int) -> (offset: Double, maximum: Double)? { base.sidewaysScroll(section: section) }
    public func setSidewaysOffset(_ offset: Double, section: Int) { base.setSidewaysOffset(offset, section: section) }
    public func takeContentSizeCategory(_ category: ContentSizeCategoryName) -> Bool { base.takeContentSizeCategory(category) }
    public func flowSectionValues(section: Int) -> FlowSection? { base.flowSectionValues(section: section) }
    public func flowItemSize(at indexPath: IndexPath) -> Size? { base.flowItemSize(at: indexPath) }
    public func sidewaysRestingOffset(section: Int, proposed: Double, velocity: Double) -> Double {
        base.sidewaysRestingOffset(section: section, proposed: proposed, velocity: velocity)
    }
}
