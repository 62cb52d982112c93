import Foundation
package import LatticeFixtures
package import LatticeUIKit
internal import struct LatticeLayout.LineLayoutOptions

/// A data source and delegate that answers from a fixture, as an app's delegate answers from
/// its model: the seeds' classes (``SeedLayouts``) read sizes, insets, spacings, section and
/// cell attributes from it (`UICollectionViewDelegateFlowLayout`,
/// `SWCollectionViewDelegateLineLayout`, `FSQCollectionViewDelegateAlignedLayout`) and never
/// see the fixture. `lattice capture` hosts a seed class with it; the seeds' tests drive them
/// with it.
@MainActor
package final class SeedFixtureDelegate: NSObject, UICollectionViewDataSource, SWCollectionViewDelegateLineLayout,
    FSQCollectionViewDelegateAlignedLayout {
    package let fixture: Fixture
    package init(_ fixture: Fixture) { self.fixture = fixture }

    private func section(_ s: Int) -> FixtureSection { fixture.sections[s] }

    package func numberOfSections(in collectionView: UICollectionView) -> Int { fixture.sections.count }
    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fixture.sections[section].itemCount
    }

    // UICollectionViewDelegateFlowLayout (IGList, SW)
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let s = section(indexPath.section).itemSizes[indexPath.item]
        return CGSize(width: s.width, height: s.height)
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        let i = self.section(section).insets
        return UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { self.section(section).lineSpacing }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { self.section(section).interitemSpacing }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        let h = self.section(section).header
        return CGSize(width: h.width, height: h.height)
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        let f = self.section(section).footer
        return CGSize(width: f.width, height: f.height)
    }

    // SWCollectionViewDelegateLineLayout
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: SWCollectionViewLineLayout,
                        sideForItemAt indexPath: IndexPath) -> SWCollectionViewLineLayoutAttributeSide {
        guard let o = fixture.layout.options(as: LineLayoutOptions.self) else { return .left }
        switch section(indexPath.section).lineSide(ofItem: indexPath.item, default: o.itemSide) {
        case .left: return .left
        case .right: return .right
        case .both: return .both
        case .either: return .either
        }
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: SWCollectionViewLineLayout,
                        lineLabelForItemAt indexPath: IndexPath) -> String? {
        section(indexPath.section).lineLabel(ofItem: indexPath.item)
    }

    // FSQCollectionViewDelegateAlignedLayout
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        sizeForItemAt indexPath: IndexPath, remainingLineSpace: CGFloat) -> CGSize {
        let s = section(indexPath.section)
        let size = s.itemSizes[indexPath.item]
        if s.alignedAttributes(ofItem: indexPath.item).fillWidth { return CGSize(width: remainingLineSpace, height: size.height) }
        return CGSize(width: size.width, height: size.height)
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        attributesForSectionAt sectionIndex: Int) -> FSQCollectionViewAlignedLayoutSectionAttributes {
        let s = section(sectionIndex)
        let h: FSQCollectionViewHorizontalAlignment = s.horizontalAlignment == .left ? .left : s.horizontalAlignment == .right ? .right : .center
        let v: FSQCollectionViewVerticalAlignment = s.verticalAlignment == .top ? .top : s.verticalAlignment == .bottom ? .bottom : .center
        let i = s.insets
        return .with(horizontalAlignment: h, verticalAlignment: v, itemSpacing: s.itemSpacing, lineSpacing: s.lineSpacing,
                     insets: UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right))
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        attributesForCellAt indexPath: IndexPath) -> FSQCollectionViewAlignedLayoutCellAttributes {
        let a = section(indexPath.section).alignedAttributes(ofItem: indexPath.item)
        return .with(insets: UIEdgeInsets(top: a.insets.top, left: a.insets.left, bottom: a.insets.bottom, right: a.insets.right),
                     shouldBeginLine: a.shouldBeginLine, shouldEndLine: a.shouldEndLine, startLineIndentation: a.startLineIndentation)
    }
    package func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        referenceHeightForHeaderInSection sectionIndex: Int) -> CGFloat { section(sectionIndex).header.height }
}
