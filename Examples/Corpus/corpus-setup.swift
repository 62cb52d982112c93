import UIKit
import LatticeCLI

// The corpus's layout types, by the names its fixtures' `layout.type` use. The layouts are iOS
// code as it is; this file is lattice's side: factories, and the layouts' own delegates.

/// Photo heights for the Pinterest board: 100, 60, 140, repeating.
final class PhotoHeights: NSObject, PinterestLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        [100, 60, 140][indexPath.item % 3]
    }
}

/// A delegate that implements none of the optional methods: the layout falls back to squares.
final class NoPhotoHeights: NSObject, PinterestLayoutDelegate {}

/// Two columns in section 0, four in the others; counts its `prepare()`s.
final class GridColumns: NSObject, SectionGridLayoutDelegate {
    var prepared = 0
    func sectionGridLayout(_ layout: SectionGridLayout, numberOfColumnsInSection section: Int) -> Int {
        section == 0 ? 2 : 4
    }
    func sectionGridLayoutDidPrepare(_ layout: SectionGridLayout) { prepared += 1 }
}

// The grid's own delegate protocol asks what the fixture's delegate already answers (the item
// sizes); numberOfColumns(in:) is left out, so the grid uses its default of 3.
extension LatticeFixtureDelegate: ProportionalGridDelegate {}

enum BoardError: Error {
    case tooManyColumns(Int)
}

// Layout delegates are weak, as in UIKit: these live as long as the program.
@MainActor let photoHeights = PhotoHeights()
@MainActor let noPhotoHeights = NoPhotoHeights()
@MainActor let gridColumns = GridColumns()

@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "tag-cloud": { options in
        let layout = TagCloudLayout()
        layout.interitemSpacing = try options.number("interitemSpacing", default: 6, min: 0)
        return layout
    },
    "pinterest": { options in
        let layout = PinterestLayout()
        layout.numberOfColumns = try options.integer("columns", default: 2, min: 1)
        guard layout.numberOfColumns <= 6 else { throw BoardError.tooManyColumns(layout.numberOfColumns) }
        layout.delegate = try options.bool("photoHeights", default: true) ? photoHeights : noPhotoHeights
        return layout
    },
    "calendar": { options in
        let layout = CalendarMonthLayout()
        layout.firstWeekdays = [try options.integer("firstWeekday", default: 0, min: 0, max: 6)]
        return layout
    },
    "sticky-list": { _ in StickyHeaderListLayout() },
    "circle": { _ in CircleLayout() },
    "mosaic": { _ in MosaicLayout() },
    "chat": { _ in ChatBubbleLayout() },
    "card-paging": { _ in CardPagingLayout() },
    "kanban": { _ in KanbanBoardLayout() },
    "section-grid": { _ in
        let layout = SectionGridLayout()
        layout.delegate = gridColumns
        return layout
    },
    "timeline": { _ in TimelineLayout() },
    "stretchy-header": { _ in StretchyHeaderLayout() },
    "cover-flow": { _ in CoverFlowLayout() },
    "springy-list": { _ in SpringyListLayout() },
    "proportional-grid": { _ in ProportionalGridLayout() },
    "centered-tags": { _ in CenteredTagsFlowLayout() },
    "leading-tags": { _ in LeadingTagsFlowLayout() },
    "dynamic-type-list": { _ in DynamicTypeListLayout() },
    "shelf": { _ in ShelfLayout() },
    "extension-pages": { _ in ExtensionPagesLayout() },
    "card-strip": { options in
        CardStripLayout(inset: try options.number("inset", default: 16, min: 0), spacing: try options.number("spacing", default: 8, min: 0))
    },
    "leading-index-grid": { _ in LeadingIndexGridLayout() },
    "onboarding-pages": { options in
        let layout = OnboardingPagesLayout()
        layout.startPage = try options.integer("startPage", default: 0, min: 0)
        return layout
    },
]
