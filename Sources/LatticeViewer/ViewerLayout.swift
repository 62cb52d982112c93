import LatticeLayout

/// The layout options the viewer's keys turn (`d`, `s`, `e`, `]` `[`, `}` `{`), with the names
/// of IGListCollectionViewLayout's properties.
public struct LayoutKnobs: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    public var stickyHeaders: Bool
    public var stretchToEdge: Bool
    public var stickyHeaderYOffset: Double
    public var topContentInset: Double
    public init(scrollDirection: ScrollDirection = .vertical, stickyHeaders: Bool = false, stretchToEdge: Bool = false,
                stickyHeaderYOffset: Double = 0, topContentInset: Double = 0) {
        self.scrollDirection = scrollDirection; self.stickyHeaders = stickyHeaders; self.stretchToEdge = stretchToEdge
        self.stickyHeaderYOffset = stickyHeaderYOffset; self.topContentInset = topContentInset
    }
}

/// Which knobs a layout has.
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
    var knobs: LayoutKnobs { get set }
    var supportedKnobs: KnobSupport { get }
    /// The pin formula for section `s`'s header (`HeaderPin`), nil when the layout has no sticky
    /// headers or the section shows no header.
    func headerPin(section: Int) -> HeaderPin?
    /// The inspector's body: by default the pin formula of `pinInfo(section:)` for the headers
    /// near the viewport (ViewerLayout+PinInspector.swift); the aligned and line layouts explain
    /// their own rules.
    func inspectorBody(_ context: InspectorContext) -> InspectorBody
    /// What `a` `x` `m` `u` say when the collection view takes no batch updates on this layout.
    var noBatchUpdatesReason: String { get }
}

public extension ViewerLayout {
    func headerPin(section: Int) -> HeaderPin? { nil }
    var noBatchUpdatesReason: String { "the \(layoutName) layout here takes no batch updates" }
}
