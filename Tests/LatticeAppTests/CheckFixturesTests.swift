import Foundation
import LatticeCheck
import LatticeLayout
import Testing
@testable import LatticeApp
@testable import LatticeFixtures

/// Every shipped fixture passes `lattice check` at its own viewport, with the findings that are
/// its reference library's real behaviour recorded in the fixture (`check: expect:`), and no
/// expectation left without a finding.
@Suite struct CheckFixturesTests {
    static let fixtures = CLIProcessTests.root.appendingPathComponent("Fixtures").path

    @Test func everyShippedFixturePassesWithItsExpectedFindingsRecorded() throws {
        let paths = FixtureFolder.expand([Self.fixtures])
        #expect(paths.count >= 60, "found \(paths.count) fixtures under \(Self.fixtures)")
        var expecting = 0
        for path in paths {
            let report = CheckCommand.check(path, sizes: [], checker: Checker(), layouts: LayoutCatalogue())
            #expect(report.loadError == nil, "\(path): \(report.loadError ?? "")")
            let unexpected = report.findings.filter { !$0.isExpected }
            #expect(unexpected.isEmpty, "\(path): \(unexpected.map { "\($0.rule) \($0.code) \($0.element.map { "\($0)" } ?? "") \($0.message)" })")
            // Each expected rule is one the check found, at this size.
            #expect(Set(report.findings.map(\.rule)) == Set(report.expected), "\(path)")
            if !report.expected.isEmpty { expecting += 1 }
        }
        // The IGList, FSQ and UIKit flow behaviours the fixtures record (9 fixtures: the 8 the
        // check rules were written against and the measured wide flow item, g-wider-than-the-line).
        #expect(expecting == 9)
    }

    @Test func theFixtureKeyKnowsEveryRule() {
        #expect(FixtureDecoder.checkRuleNames == CheckRules.names)
    }

    @Test func aMisspeltRuleInCheckExpectIsALocatedError() throws {
        let path = try ValidateCommandTests.write("sections:\n  - items: [[10, 10]]\ncheck: {expect: [content-sise]}\n", "check-typo.yaml")
        #expect(throws: FixtureError.self) { _ = try FixtureLoader.load(path: path) }
        do { _ = try FixtureLoader.load(path: path) } catch {
            let text = "\(error)"
            #expect(text.contains("check-typo.yaml:3:18: error:"), "\(text)")
            #expect(text.contains("check.expect[0]") && text.contains("did you mean \"content-size\""), "\(text)")
        }
    }

    @Test func devicesGiveTenSizesWithTheirScreenScale() throws {
        let all = try CheckSize.parseList("all")
        #expect(all.count == 10)
        // HIG: iPhone 15 is 393 x 852 points at @3x; landscape swaps the sides.
        let phone = try CheckSize.parseList("iphone-15-landscape")
        #expect(phone == [CheckSize(name: "iPhone 15 landscape", viewport: Size(width: 852, height: 393), screenScale: 3,
                                    safeAreaInsets: EdgeInsets(left: 59, bottom: 21, right: 59))])
        #expect(try CheckSize.parseList("390x844, ipad-mini").map(\.name) == ["390x844", "iPad mini portrait", "iPad mini landscape"])
        #expect(throws: CheckSize.ParseError.self) { try CheckSize.parseList("iphone-16") }
        #expect(throws: CheckSize.ParseError.self) { try CheckSize.parseList("0x10") }
    }
}
