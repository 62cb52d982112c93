import Foundation
@testable import LatticeUIKit
import Testing

/// The article's table of members and `docs/uikit-surface.tsv` (which the wild-corpus census
/// reads) are `UIKitSurface.members`, so they cannot drift from each other or from the code.
@Suite struct InertMembersTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArticleHoldsTheTableMadeFromTheList() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/LatticeUIKit/LatticeUIKit.docc/InertMembers.md"), encoding: .utf8)
        #expect(article.contains(UIKitSurface.markdownTable), "replace the article's table with:\n\(UIKitSurface.markdownTable)")
    }

    @Test func theTSVIsTheList() throws {
        let tsv = try String(contentsOf: Self.root.appendingPathComponent("docs/uikit-surface.tsv"), encoding: .utf8)
        #expect(tsv == UIKitSurface.tsv, "write docs/uikit-surface.tsv as:\n\(UIKitSurface.tsv)")
        #expect(UIKitSurface.members.count > 30)
        #expect(Set(UIKitSurface.members.map(\.name)).count == UIKitSurface.members.count)
    }
}
