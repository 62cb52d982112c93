import Foundation

/// `UICollectionLayoutListConfiguration`: a section (or a whole compositional layout) that looks
/// like a table view. lattice lays every appearance out as one full-width column of rows of an
/// estimated 44 points (lattice keeps estimates, CompositionalLayoutRules §1.2), with a header
/// and a footer of the same estimate when `headerMode` / `footerMode` is `.supplementary`
/// (<doc:UIKitDifferences>). The rest (separators, background colour, swipe actions) is kept
/// as set.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`: the table-view style.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `HeaderMode`: no header, a supplementary header view (kind
    /// `UICollectionView.elementKindSectionHeader`), or the first item serving as header.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// `FooterMode`: no footer or a supplementary footer view.
    public enum FooterMode: Int, Sendable { case none, supplementary }
    /// `SwipeActionsConfigurationProvider`: the swipe actions of an item (never asked: no touches).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The estimated height of a row, header or footer: 44 points, the least height Apple's
    /// design tips give a control that is tapped ("at least 44 points x 44 points"); not measured
    /// on a device, where rows size themselves to their content.
    public static let estimatedRowHeight: CGFloat = 44

    /// `appearance`, as made.
    public let appearance: Appearance
    /// `showsSeparators`, `backgroundColor`, `headerTopPadding`: kept as set.
    public var showsSeparators = true
    public nonisolated(unsafe) var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?
    /// `headerMode`, `footerMode`: `.none` by default.
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// `leadingSwipeActionsConfigurationProvider`, `trailingSwipeActionsConfigurationProvider`:
    /// kept, never asked.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// `init(appearance:)`.
    public init(appearance: Appearance) { self.appearance = appearance }
}
