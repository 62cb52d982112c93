import LatticeLayout

/// One layout type, everything the fixture side knows of it in one place: its `layout.type`
/// name, how its `layout:` options are read and written back as text, the values a section
/// takes when it leaves them out, the size of an item that gives none, and how a fixture
/// becomes a live layout (`make`).
///
/// The built-in types (`list`, `aligned`, `line`, `flow`, `compositional`, `snapshot`) are
/// registered in every ``LayoutCatalogue`` like any other; a program adds its own with
/// ``LayoutCatalogue/register(_:)``. The viewer's side of a type (its knobs, inspector and
/// status line) belongs to the layout `make` returns: a `ViewerLayout` conformance in the
/// type's viewer file.
///
/// A type names what UIKit's layout classes name (`UICollectionViewFlowLayout`'s properties,
/// `IGListCollectionViewLayout`'s initialiser arguments) as its options.
public protocol LayoutType: Sendable {
    /// The type's options as the fixture gives them (its layout's own options value).
    associatedtype Options: Sendable & Equatable
    /// `layout.type`.
    var name: String { get }
    /// Reads and checks the options (every `layout:` key but `type` and `snap`), throwing
    /// located errors; ``LayoutOptionReader`` (`written.reader`) has typed accessors.
    func options(_ written: CustomLayoutOptions) throws(FixtureError) -> Options
    /// The axis the layout scrolls along with these options.
    func scrollDirection(_ options: Options) -> ScrollDirection
    /// The axis `layout` scrolls along, `layout` being one `make` returned for these options:
    /// `scrollDirection(options)` unless the layout decides once made (a program's own).
    func scrollDirection(of layout: CollectionLayout, options: Options) -> ScrollDirection
    /// The values a section takes for the keys it and `defaults:` leave out.
    func sectionDefaults(_ options: Options) -> SectionDefaults
    /// The size of an item that gives none; nil: every item must give one.
    func defaultItemSize(_ options: Options) -> Size?
    /// A new, unprepared layout for `fixture` (whose layout has these options) at `viewport`.
    func make(_ fixture: Fixture, options: Options, viewport: Size) -> CollectionLayout?
    /// The options as `layout:` entries (`key: value`, without `type`), as `lattice import`
    /// writes a fixture of this type; none by default.
    func optionsText(_ options: Options) -> [String]
    /// True when the layout mirrors itself for `layoutDirection: rightToLeft` (UIKit's
    /// `flipsHorizontallyInOppositeLayoutDirection`); the loader warns about the others.
    var mirrorsInRightToLeft: Bool { get }
    /// The keys an item mapping may give beyond the common ones (`size`, `width`, `height`,
    /// `label`, `repeat`), read by `readItem`; none by default. Under another layout type the
    /// loader names this type as the key's.
    var ownItemKeys: [String] { get }
    /// Reads an item's own keys into the section (its `payload`, a ``SectionPayload`` of the
    /// type's), for `items`: the item and its `repeat:` copies. `item` reads the item mapping's
    /// keys typed, its errors located at `sections[S].items[I].KEY`. Nothing by default.
    func readItem(_ item: LayoutOptionReader, items: Range<Int>, options: Options, into section: inout FixtureSection) throws(FixtureError)
}

public extension LayoutType {
    func scrollDirection(of layout: CollectionLayout, options: Options) -> ScrollDirection { scrollDirection(options) }
    func sectionDefaults(_ options: Options) -> SectionDefaults { SectionDefaults() }
    func defaultItemSize(_ options: Options) -> Size? { nil }
    func optionsText(_ options: Options) -> [String] { [] }
    var mirrorsInRightToLeft: Bool { false }
    var ownItemKeys: [String] { [] }
    func readItem(_ item: LayoutOptionReader, items: Range<Int>, options: Options, into section: inout FixtureSection) throws(FixtureError) {}
}

/// The values of the section keys a section and `defaults:` leave out, as a layout type
/// resolves them (UIKit: the layout's properties a delegate does not answer for).
public struct SectionDefaults: Sendable, Equatable {
    /// `insets` (`sectionInset`).
    public var insets: EdgeInsets
    /// `lineSpacing` (`minimumLineSpacing`).
    public var lineSpacing: Double
    /// `interitemSpacing` (`minimumInteritemSpacing`).
    public var interitemSpacing: Double
    /// `header` (`headerReferenceSize`).
    public var header: Size
    /// `footer` (`footerReferenceSize`).
    public var footer: Size
    /// All zero: the list layout's rules (ListLayoutRules §1).
    public init(insets: EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0,
                header: Size = .zero, footer: Size = .zero) {
        self.insets = insets; self.lineSpacing = lineSpacing; self.interitemSpacing = interitemSpacing
        self.header = header; self.footer = footer
    }
}
