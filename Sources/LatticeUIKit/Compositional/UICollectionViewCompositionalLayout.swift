import Foundation
internal import LatticeLayout

/// `UICollectionViewCompositionalLayoutSectionProvider`: the section for an index.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayoutConfiguration`: scroll direction, the spacing between
/// sections and the layout's own boundary items (CompositionalLayoutRules §7).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `contentInsetsReference`: kept as set (sections' insets are measured from the content
    /// area whatever the reference, as `NSCollectionLayoutSection.contentInsetsReference`).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    public override init() { super.init() }

    var engine: CompositionalLayoutOptions {
        CompositionalLayoutOptions(scrollDirection: scrollDirection == .horizontal ? .horizontal : .vertical,
                                   interSectionSpacing: Double(interSectionSpacing),
                                   boundarySupplementaryItems: boundarySupplementaryItems.map(\.engine))
    }
}

/// `UICollectionViewCompositionalLayout`: backed by lattice's compositional layout
/// (CompositionalLayoutRules). At every data change it asks its section provider for each
/// section (or uses its one section), with the collection view's item counts.
///
/// A section provider that returns nil gives that section no layout: its items are not shown.
/// Orthogonal sections are laid out with a sideways offset of 0.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// Setting it lays everything out again.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private let engine: CompositionalLayout

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        engine = CompositionalLayout(sections: [], collectionView: CollectionViewGeometry(bounds: .zero))
        super.init()
        engineBacking = EngineBacking(engine, seedClass: UICollectionViewCompositionalLayout.self)
    }
    /// `init?(coder:)`: nil. A compositional layout is made in code with its sections; lattice
    /// reads no storyboards or nibs.
    public required init?(coder: NSCoder) { return nil }
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// `prepareLayout`: the sections from the provider when the data changed, then the engine's pass.
    open override func prepare() {
        let options = configuration.engine
        if engine.options != options { engine.options = options }
        engineBacking?.prepare(collectionView) { engine.sections = readSections() }
    }

    private func readSections() -> [CompositionalSection] {
        guard let cv = collectionView else { return [] }
        let inset = cv.adjustedContentInset
        let environment = LayoutEnvironment(contentSize: CGSize(width: cv.bounds.width - inset.left - inset.right,
                                                                height: cv.bounds.height - inset.top - inset.bottom))
        return (0 ..< cv.numberOfSections).map { s in
            let count = cv.numberOfItems(inSection: s)
            guard let section = provider(s, environment) else { return Self.emptySection }
            return section.engine(itemCount: count, environment: environment)
        }
    }

    /// A section with nothing to show (the provider gave none).
    private static let emptySection = CompositionalSection(
        group: CompositionalGroup(axis: .horizontal, layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                                  subitems: []), itemCount: 0)
}
