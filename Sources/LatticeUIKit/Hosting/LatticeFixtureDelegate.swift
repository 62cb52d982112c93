import Foundation
package import LatticeLayout

/// The object lattice sets as a hosted collection view's `dataSource` and `delegate`: it answers
/// `UICollectionViewDataSource` and `UICollectionViewDelegateFlowLayout` from the fixture (its
/// sections' item counts and sizes, insets, spacings and reference sizes), as an app's delegate
/// answers from its model. It answers only what the fixture gives (a section's value, in the
/// section or in `defaults:`; an item's size): anything else is left to the layout, as by an iOS
/// delegate that does not implement the method (a flow layout's `sectionInset`,
/// `minimumLineSpacing`, `itemSize`, …; zero insets and spacings and 50 x 50 items otherwise).
///
/// A layout that asks a delegate protocol of its own gets one by extending this class in the
/// fixture's setup file: `extension LatticeFixtureDelegate: CHTWaterfallDelegate {}` when the
/// protocol's requirements are flow-layout methods this class already answers, or with methods
/// of its own that read the fixture item's `data:` through ``itemData(at:)``:
///
/// ```swift
/// extension LatticeFixtureDelegate: PinterestLayoutDelegate {
///     func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
///         itemData(at: indexPath).number("photoHeight") ?? 100
///     }
/// }
/// ```
///
/// The layout finds it as `collectionView.delegate` (cast it to its protocol, as on iOS).
@preconcurrency @MainActor
open class LatticeFixtureDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    // The bridge owns the view, which holds this object weakly; the bridge keeps it alive.
    private unowned(unsafe) let bridge: UIKitLayoutBridge
    package init(bridge: UIKitLayoutBridge) { self.bridge = bridge }

    /// The fixture item's `data:` mapping (numbers and text), empty when the item has none or
    /// there is no such item. Index paths are the collection view's now: after a batch update an
    /// item's data has moved with it, and an item the viewer inserted (a copy of the focused
    /// one, `a`) has its source's data, as it has its size and label.
    open func itemData(at indexPath: Foundation.IndexPath) -> LatticeItemData {
        guard indexPath.count == 2 else { return LatticeItemData() }
        return section(indexPath.section)?.data(ofItem: indexPath.item) ?? LatticeItemData()
    }

    private func section(_ s: Int) -> HostedSection? { s >= 0 && s < bridge.sections.count ? bridge.sections[s] : nil }

    /// One value of section `s` as the fixture gives it, nil when the fixture does not answer
    /// `question` there (or there is no such section). Read in place: a copy of the section
    /// (and a retain of each of its arrays) per delegate call would cost more than the answer.
    private func answer<T>(_ question: HostedSection.Answers, inSection s: Int, _ read: (HostedSection) -> T) -> T? {
        Self.answer(question, inSection: s, of: bridge.sections, read)
    }

    /// Not isolated: its closure needs no isolation check.
    private nonisolated static func answer<T>(_ question: HostedSection.Answers, inSection s: Int, of sections: [HostedSection],
                                              _ read: (HostedSection) -> T) -> T? {
        sections.withUnsafeBufferPointer { sections in
            s >= 0 && s < sections.count && sections[s].answers.contains(question) ? read(sections[s]) : nil
        }
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { bridge.sections.count }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        bridge.numberOfItems(inSection: section)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
        if let s = section(indexPath.section), s.leavesSizeToLayout(ofItem: indexPath.item) {
            return Self.unanswered.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
        }
        return CGSize(Self.size(ofItem: indexPath.item, inSection: indexPath.section, of: bridge.sections))
    }

    /// Item `i` of section `s`'s size, zero when there is no such item. (Read in place, outside
    /// the main actor's checks: it is asked once per item.)
    private nonisolated static func size(ofItem i: Int, inSection s: Int, of sections: [HostedSection]) -> Size {
        sections.withUnsafeBufferPointer { sections in
            guard s >= 0, s < sections.count else { return .zero }
            return sections[s].sizes.withUnsafeBufferPointer { items in i >= 0 && i < items.count ? items[i] : .zero }
        }
    }
    /// All of a section's item sizes in one piece: what `sizeForItemAt` answers for each item,
    /// without an index path and a call per item (the seeds' classes read it when this object is
    /// the delegate; nil for a section that does not exist).
    package func itemSizes(inSection s: Int) -> [Size]? { Self.answer([], inSection: s, of: bridge.sections, \.sizes) }
    /// Section `s`'s five flow-layout answers (`insetForSectionAt`, `minimumLineSpacingForSectionAt`,
    /// `minimumInteritemSpacingForSectionAt`, `referenceSizeForHeaderInSection`,
    /// `referenceSizeForFooterInSection`) in one piece: what the five methods answer, without five
    /// calls per section (the seeds' classes read it when this object is the delegate). Nil when
    /// the fixture leaves one of them to the layout, when there is no such section, and for a
    /// subclass (which may answer otherwise): the layout then asks each method.
    package func flowAnswers(inSection s: Int) -> (insets: LatticeLayout.EdgeInsets, lineSpacing: Double, interitemSpacing: Double, header: Size, footer: Size)? {
        guard type(of: self) == LatticeFixtureDelegate.self else { return nil }
        return answer(.all, inSection: s) { ($0.insets, $0.lineSpacing, $0.interitemSpacing, $0.header, $0.footer) }
    }

    /// Every section as `itemSizes(inSection:)` and `flowAnswers(inSection:)` give it, made into
    /// the layout's own section value in one pass: the same values without two calls per
    /// section (a 10,000-section list asks 20,000 times per layout pass). Nil for a subclass and
    /// when some section leaves one of the five answers to the layout: the layout then asks
    /// section by section.
    package func everySection<Section>(_ make: (_ answers: HostedSection) -> Section) -> [Section]? {
        guard type(of: self) == LatticeFixtureDelegate.self else { return nil }
        return Self.everySection(of: bridge.sections, make)
    }

    /// Not isolated: its closures need no isolation check.
    private nonisolated static func everySection<Section>(of sections: [HostedSection], _ make: (HostedSection) -> Section) -> [Section]? {
        sections.withUnsafeBufferPointer { sections in
            sections.allSatisfy { $0.answers.contains(.all) } ? sections.map(make) : nil
        }
    }

    // A value the fixture does not give is answered as a delegate that does not implement the
    // method would leave it: the layout's own property (`sectionInset`, …) for a flow layout,
    // zero otherwise (UICollectionViewDelegateFlowLayout's defaults, one implementation).
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
        guard let value = answer(.insets, inSection: section, \.insets) else {
            return Self.unanswered.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
        }
        return UIEdgeInsets(value)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        guard let value = answer(.lineSpacing, inSection: section, \.lineSpacing) else {
            return Self.unanswered.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
        }
        return CGFloat(value)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        guard let value = answer(.interitemSpacing, inSection: section, \.interitemSpacing) else {
            return Self.unanswered.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
        }
        return CGFloat(value)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                referenceSizeForHeaderInSection section: Int) -> CGSize {
        guard let value = answer(.header, inSection: section, \.header) else {
            return Self.unanswered.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        }
        return CGSize(value)
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                referenceSizeForFooterInSection section: Int) -> CGSize {
        guard let value = answer(.footer, inSection: section, \.footer) else {
            return Self.unanswered.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
        }
        return CGSize(value)
    }

    /// A delegate that implements none of the flow-layout methods: its answers are the
    /// protocol's defaults, what a layout uses when the delegate does not answer.
    private static let unanswered = UnansweringFlowDelegate()
}

/// `UICollectionViewDelegateFlowLayout` with nothing implemented (every answer the default).
@MainActor
private final class UnansweringFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

extension UICollectionView {
    /// A collection view for the engine to host around `layout`, answering from `sections`
    /// through its own data source and delegate, on a screen of `screenScale` (its trait
    /// collection's `displayScale`). Returns the layout the host drives (batch updates and
    /// snapping included); it keeps the view alive. `runtime`: the host's own screen, application
    /// and media clock, current whenever the bridge calls into the layout.
    package static func hosting(_ layout: UICollectionViewLayout, sections: [HostedSection], geometry: CollectionViewGeometry,
                                screenScale: Double, snapMode: SnapMode = .none,
                                runtime: HostRuntime? = nil) -> UpdatingLayout<UIKitLayoutBridge> {
        let view = UICollectionView(hostedLayout: layout, sections: sections, geometry: geometry)
        view.bridge.runtime = runtime
        view.traitOverrides.displayScale = CGFloat(screenScale)
        let hosted = view.hosted
        view.handOwnershipToHost()
        let source = LatticeFixtureDelegate(bridge: view.bridge)
        view.bridge.retainedDataSource = source
        view.dataSource = source
        view.delegate = source
        hosted.snapMode = snapMode
        return hosted
    }
}
