import LatticeLayout

/// `layout:` — the layout type (its ``LayoutType`` descriptor, found by `layout.type` in the
/// loader's ``LayoutCatalogue``) and that type's options.
public struct FixtureLayout: Sendable, Equatable {
    /// The type's descriptor.
    public let type: any LayoutType
    /// The options, of the type's `Options` (read them with `options(as:)`).
    public let options: any Sendable

    /// A layout of `type` with `options`.
    public init<T: LayoutType>(_ type: T, options: T.Options) {
        self.type = type; self.options = options
    }

    /// The `type:` name: "list", "aligned", "line", "flow", "compositional", "snapshot" or a
    /// registered one.
    public var typeName: String { type.name }

    /// The options when they are of type `O`, else nil.
    public func options<O>(as: O.Type) -> O? { options as? O }

    /// The scroll direction the options give (the aligned layout only scrolls vertically).
    public var scrollDirection: ScrollDirection {
        type.scrollDirection(anyOptions: options)
    }

    /// The scroll direction of `layout`, made for a fixture with this layout: the options', or
    /// for a layout of a program's own, the axis its content overflows along.
    public func scrollDirection(of layout: CollectionLayout) -> ScrollDirection {
        type.scrollDirection(of: layout, anyOptions: options)
    }

    /// The values a section takes for the keys it and `defaults:` leave out.
    public var sectionDefaults: SectionDefaults {
        type.sectionDefaults(anyOptions: options)
    }

    /// The size of an item that gives none; nil: every item gives one.
    public var defaultItemSize: Size? {
        type.defaultItemSize(anyOptions: options)
    }

    /// The options as `layout:` entries (`key: value`), `type` first.
    public var optionsText: [String] {
        ["type: \(typeName)"] + type.optionsText(anyOptions: options)
    }

    /// The type's layout for `fixture` at `viewport`.
    func make(_ fixture: Fixture, viewport: Size) -> CollectionLayout? {
        type.make(fixture, anyOptions: options, viewport: viewport)
    }

    /// Equal when of the same type name with equal options.
    public static func == (a: FixtureLayout, b: FixtureLayout) -> Bool {
        a.typeName == b.typeName && a.type.sameOptions(a.options, b.options)
    }

    /// IGListCollectionViewLayout (`type: list`, the default). Its options' `screenScale` is not
    /// read from here: the screen belongs to the fixture (`Fixture.screenScale`).
    public static func list(_ o: ListLayoutOptions) -> FixtureLayout { FixtureLayout(ListLayoutType(), options: o) }
    /// FSQCollectionViewAlignedLayout (`type: aligned`).
    public static func aligned(_ o: AlignedLayoutOptions) -> FixtureLayout { FixtureLayout(AlignedLayoutType(), options: o) }
    /// SWCollectionViewLineLayout (`type: line`); its per-section options are also folded into
    /// every `FixtureSection`.
    public static func line(_ o: LineLayoutOptions) -> FixtureLayout { FixtureLayout(LineLayoutType(), options: o) }
    /// UICollectionViewFlowLayout (`type: flow`); its per-section properties are also folded
    /// into every `FixtureSection`.
    public static func flow(_ o: FlowLayoutOptions) -> FixtureLayout { FixtureLayout(FlowLayoutType(), options: o) }
    /// A static snapshot of another layout's attributes (`type: snapshot`, `elements:`).
    public static func snapshot(_ o: SnapshotOptions) -> FixtureLayout { FixtureLayout(SnapshotLayoutType(), options: o) }
    /// UICollectionViewCompositionalLayout (`type: compositional`); each section's group,
    /// insets and boundary items are in `FixtureSection.compositional`.
    public static func compositional(_ o: CompositionalLayoutOptions) -> FixtureLayout {
        FixtureLayout(CompositionalLayoutType(), options: o)
    }
}

/// The descriptor's requirements on options held as `any Sendable` (a `FixtureLayout`'s, which
/// are always of the type's `Options`).
extension LayoutType {
    func scrollDirection(anyOptions: Any) -> ScrollDirection { scrollDirection(anyOptions as! Options) }
    func scrollDirection(of layout: CollectionLayout, anyOptions: Any) -> ScrollDirection {
        scrollDirection(of: layout, options: anyOptions as! Options)
    }
    func sectionDefaults(anyOptions: Any) -> SectionDefaults { sectionDefaults(anyOptions as! Options) }
    func defaultItemSize(anyOptions: Any) -> Size? { defaultItemSize(anyOptions as! Options) }
    func optionsText(anyOptions: Any) -> [String] { optionsText(anyOptions as! Options) }
    func make(_ fixture: Fixture, anyOptions: Any, viewport: Size) -> CollectionLayout? {
        make(fixture, options: anyOptions as! Options, viewport: viewport)
    }
    func readItem(_ item: LayoutOptionReader, items: Range<Int>, anyOptions: Any, into section: inout FixtureSection) throws(FixtureError) {
        try readItem(item, items: items, options: anyOptions as! Options, into: &section)
    }
    func sameOptions(_ a: Any, _ b: Any) -> Bool {
        guard let x = a as? Options, let y = b as? Options else { return false }
        return x == y
    }
}
