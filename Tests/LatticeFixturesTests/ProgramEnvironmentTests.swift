import Foundation
import LatticeFixtures
import LatticeLayout
import Testing

/// The keys a layout of a program's own reads beyond its sections: `layoutMargins:`, `traits:`,
/// `layout.swiftLanguageMode`, and which section values the file gives (the fixture's delegate
/// answers only those).
@Suite struct ProgramEnvironmentTests {
    @Test func layoutMarginsAndTraitsAreRead() throws {
        let f = try loadYAML("""
            layoutMargins: [1, 2, 3, 4]
            traits: {contentSizeCategory: accessibilityLarge, horizontalSizeClass: regular}
            sections:
              - items: [[10, 10]]
            """)
        #expect(f.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(f.traits == FixtureTraits(contentSizeCategory: .accessibilityLarge, horizontalSizeClass: .regular))
        #expect(try loadYAML("sections: []").layoutMargins == nil)
    }

    @Test func aWrongTraitIsLocated() throws {
        let e = try #require(loadError("traits: {contentSizeCategory: huge}\nsections: []\n"))
        #expect(e.line == 1)
        #expect(e.field == "traits.contentSizeCategory")
        #expect(e.message.contains("extraExtraExtraLarge"))
        let unknown = try #require(loadError("traits: {sizeClass: compact}\nsections: []\n"))
        #expect(unknown.field?.hasPrefix("traits") == true)
    }

    @Test func theSectionValuesTheFileGivesAreKnown() throws {
        let f = try loadYAML("""
            defaults: {lineSpacing: 4}
            sections:
              - insets: 3
                items: [[10, 10]]
              - header: 20
                items: [[10, 10]]
            """)
        #expect(f.sections[0].given == [.insets, .lineSpacing])          // lineSpacing from defaults:
        #expect(f.sections[1].given == [.header, .lineSpacing])
    }

    @Test func theLanguageModeIsFiveUnlessTheFixtureSaysSix() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "import UIKit\n".write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        func sources(_ extra: String) throws -> LayoutSources? {
            let path = dir.appendingPathComponent("f.yaml").path
            try "layout:\n  type: a\n  sources: [A.swift]\n\(extra)sections: []\n".write(toFile: path, atomically: true, encoding: .utf8)
            return try LayoutSources.read(path: path)
        }
        #expect(try sources("")?.swiftLanguageMode == 5)
        #expect(try sources("  swiftLanguageMode: 6\n")?.swiftLanguageMode == 6)
        #expect(try sources("  swiftLanguageMode: 4.2\n")?.swiftLanguageMode == .v4_2)    // a podspec's swift_version = '4.2'
        #expect(try sources("  swiftLanguageMode: 4\n")?.swiftLanguageMode == .v4)
        #expect(throws: FixtureError.self) { try sources("  swiftLanguageMode: 7\n") }
        do { _ = try sources("  swiftLanguageMode: 7\n") } catch let error as FixtureError {
            #expect(error.line == 4)
            #expect(error.field == "layout.swiftLanguageMode")
        } catch { Issue.record("\(error)") }
    }
}
