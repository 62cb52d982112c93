@testable import LatticeUIKit
import Testing

/// `UIFont.preferredFont(forTextStyle:)` follows the content size category with the point sizes
/// of Apple's HIG, Typography, "Dynamic Type sizes" (iOS): each expected value below is that
/// table's cell for the style and category named.
@MainActor
@Suite(.serialized) struct DynamicTypeFontTests {
    func size(_ style: UIFont.TextStyle) -> CGFloat { UIFont.preferredFont(forTextStyle: style).pointSize }

    @Test func preferredFontsFollowTheHostsCategory() {
        let runtime = HostRuntime()
        runtime.run {
            // Large (the default): body 17, largeTitle 34, caption2 11.
            #expect(size(.body) == 17 && size(.largeTitle) == 34 && size(.caption2) == 11)
            runtime.application.preferredContentSizeCategory = .extraSmall
            // xSmall: body 14, largeTitle 31, footnote 12, caption2 11.
            #expect(size(.body) == 14 && size(.largeTitle) == 31 && size(.footnote) == 12 && size(.caption2) == 11)
            runtime.application.preferredContentSizeCategory = .extraExtraExtraLarge
            // xxxLarge: headline 23 (semibold), callout 22, subheadline 21.
            #expect(size(.headline) == 23 && size(.callout) == 22 && size(.subheadline) == 21)
            #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
            runtime.application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            // AX5: largeTitle 60, title1 58, body 53, caption2 40.
            #expect(size(.largeTitle) == 60 && size(.title1) == 58 && size(.body) == 53 && size(.caption2) == 40)
        }
        // Another host keeps its own category: Large.
        #expect(HostRuntime().run { size(.body) } == 17)
    }

    @Test func aTraitCollectionChoosesItsOwnCategory() {
        // AX1: body 28, title3 31; Medium: title2 21.
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .title3, compatibleWith: ax1).pointSize == 31)
        let medium = UITraitCollection(preferredContentSizeCategory: .medium)
        #expect(UIFont.preferredFont(forTextStyle: .title2, compatibleWith: medium).pointSize == 21)
    }

    /// Every category lattice names has a row of eleven sizes, each row no smaller than the one
    /// before it, column by column (the table grows with the category).
    @Test func theTableHasARowPerCategoryGrowingWithIt() {
        let rows = UIContentSizeCategory.ordered.dropFirst().map { UIFont.dynamicTypeSizes[$0] }
        #expect(rows.count == 12 && rows.allSatisfy { $0?.count == 11 })
        for (a, b) in zip(rows, rows.dropFirst()) {
            guard let a, let b else { continue }
            #expect(zip(a, b).allSatisfy { $0 <= $1 })
        }
    }
}
