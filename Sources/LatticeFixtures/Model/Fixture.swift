import LatticeLayout

/// A validated fixture (CONTRACT.md section 1): the collection view's geometry, the layout and
/// its options, and the sections with their items, `defaults:` applied and `repeat` /
/// `generate` expanded. Build one with `FixtureLoader`.
///
/// Every value here is checked: no NaN or infinity anywhere, no negative sizes, spacings or
/// counts, `screenScale > 0`. Section values are already resolved for the fixture's layout type
/// (a key the section leaves out comes from `defaults:`, else from the layout's own default), so
/// a layout reads them as they are.
public struct Fixture: Sendable, Equatable {
    /// `name:`, shown in the status bar.
    public var name: String?
    /// `viewport.width` / `viewport.height`, points; nil where the file gives none (the caller
    /// then uses the terminal or the headless 320 x 480). See `viewport(default:)`.
    public var viewportWidth: Double?
    public var viewportHeight: Double?
    /// The collection view's `contentInset` (negative sides allowed, as in UIKit).
    public var contentInset: EdgeInsets
    /// The initial `contentOffset`.
    public var contentOffset: Point
    /// The pixel grid frames round to (`UIScreen.scale`); default 2, always > 0.
    public var screenScale: Double
    /// `layout:` — which layout and its options.
    public var layout: FixtureLayout
    /// `layout.snap` (any layout type, a lattice extension): where flings come to rest, through
    /// `targetContentOffset(proposed:velocity:)`.
    public var snap: SnapMode = .none
    /// The sections in order, `repeat` expanded (`sections[i].sourceIndex` says which entry of
    /// the file each came from).
    public var sections: [FixtureSection]
    /// `elements:` of a `snapshot` layout (empty for every other type): the imported
    /// attributes, in the order given.
    public var elements: [SnapshotElement] = []

    public init(name: String? = nil, viewportWidth: Double? = nil, viewportHeight: Double? = nil,
                contentInset: EdgeInsets = .zero, contentOffset: Point = .zero, screenScale: Double = 2,
                layout: FixtureLayout = .list(ListOptions()), sections: [FixtureSection] = []) {
        self.name = name; self.viewportWidth = viewportWidth; self.viewportHeight = viewportHeight
        self.contentInset = contentInset; self.contentOffset = contentOffset; self.screenScale = screenScale
        self.layout = layout; self.sections = sections
    }

    /// The viewport when the file gives both sides, else nil.
    public var viewport: Size? {
        guard let w = viewportWidth, let h = viewportHeight else { return nil }
        return Size(width: w, height: h)
    }

    /// The viewport, each side the file leaves out taken from `fallback` (the terminal's size,
    /// or 320 x 480 headless).
    public func viewport(default fallback: Size) -> Size {
        Size(width: viewportWidth ?? fallback.width, height: viewportHeight ?? fallback.height)
    }

    /// The headless viewport of CONTRACT.md section 1 (320 x 480).
    public static let headlessViewport = Size(width: 320, height: 480)

    /// All items of all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}

/// `layout.type` and that layout's options.
public enum FixtureLayout: Sendable, Equatable {
    /// IGListCollectionViewLayout (`type: list`, the default).
    case list(ListOptions)
    /// FSQCollectionViewAlignedLayout (`type: aligned`).
    case aligned(AlignedOptions)
    /// SWCollectionViewLineLayout (`type: line`).
    case line(LineOptions)
    /// A static snapshot of another layout's attributes (`type: snapshot`, `elements:`), as
    /// `lattice import` writes it.
    case snapshot(SnapshotOptions)
    /// A layout type registered by the program (`LatticeCLI.main(layouts:)`), with its options
    /// as written; its sections follow the list layout's rules.
    case custom(CustomLayoutOptions)

    /// The `type:` name: "list", "aligned" or "line".
    public var typeName: String {
        switch self {
        case .list: return "list"
        case .aligned: return "aligned"
        case .line: return "line"
        case .snapshot: return "snapshot"
        case let .custom(o): return o.typeName
        }
    }

    /// The scroll direction (the aligned layout only scrolls vertically).
    public var scrollDirection: ScrollDirection {
        switch self {
        case let .list(o): return o.scrollDirection
        case .aligned: return .vertical
        case let .line(o): return o.scrollDirection
        case let .snapshot(o): return o.scrollDirection
        case .custom: return .vertical
        }
    }
}

/// The list layout's options, named as IGListCollectionViewLayout names them
/// (LIST-LAYOUT.md section 1).
public struct ListOptions: Sendable, Equatable {
    public var scrollDirection: ScrollDirection = .vertical
    public var stickyHeaders = false
    /// May be negative.
    public var topContentInset: Double = 0
    public var stretchToEdge = false
    /// May be negative.
    public var stickyHeaderYOffset: Double = 0
    public var showHeaderWhenEmpty = false
    public init() {}
}

/// The snapshot layout's one option.
public struct SnapshotOptions: Sendable, Equatable {
    /// The axis the viewer scrolls along (the paste does not say; `import` guesses it from the
    /// content and the viewport).
    public var scrollDirection: ScrollDirection = .vertical
    public init(scrollDirection: ScrollDirection = .vertical) { self.scrollDirection = scrollDirection }
}

/// The aligned layout's options (FSQCollectionViewAlignedLayout, ALIGNED-LAYOUT.md section 1).
public struct AlignedOptions: Sendable, Equatable {
    /// `defaultCellSize`: the size of an item that gives none.
    public var defaultCellSize = Size(width: 100, height: 100)
    /// Vertical gap between consecutive sections.
    public var sectionSpacing: Double = 10
    /// `contentInsets` around all the content (may be negative).
    public var contentInsets = EdgeInsets(all: 5)
    /// `shouldPinSectionHeadersToTop`.
    public var pinSectionHeaders = true
    public init() {}
}

/// The line layout's options (SWCollectionViewLineLayout, LINE-LAYOUT.md "Inputs and defaults").
/// The per-section ones (`sectionInset`, `headerReferenceSize`, `footerReferenceSize`,
/// `minimumInteritemSpacing`) are already folded into every `FixtureSection`; they are kept here
/// for display.
public struct LineOptions: Sendable, Equatable {
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of an item that gives none.
    public var itemSize = Size(width: 50, height: 50)
    public var sectionInset: EdgeInsets = .zero
    public var minimumInteritemSpacing: Double = 10
    /// nil: no limit.
    public var maximumLineItemSpacing: Double?
    /// The side of an item that names none.
    public var itemSide: LineItemSide = .left
    public var headerReferenceSize: Size = .zero
    public var footerReferenceSize: Size = .zero
    public var lineThickness: Double = 2
    public var displayArrows = false
    /// The grip's side as given; nil means the default, `max(6, 3 * lineThickness)`
    /// (see `effectiveGripSize`).
    public var gripSize: Double?
    /// A tail's thickness as given; nil means the grip's side (see `effectiveTailWidth`).
    public var tailWidth: Double?
    public var lineLabelSize = Size(width: 60, height: 16)
    public init() {}

    /// `gripSize`, else its default: 3 x lineThickness, but at least 6.
    public var effectiveGripSize: Double { gripSize ?? Swift.max(6, 3 * lineThickness) }
    /// `tailWidth`, else the grip's side.
    public var effectiveTailWidth: Double { tailWidth ?? effectiveGripSize }
}

// The item side and the alignments are LatticeLayout's own enums (`LineItemSide`,
// `AlignedHorizontalAlignment`, `AlignedVerticalAlignment`): the fixture names their cases.
