import Foundation
import Testing

/// `lattice diff` through the real binary. Expected frames are worked out from the sticky-walk
/// fixture (ListLayoutRules §10.2): header 0 (0,0,100,10), items 0.0/0.1 at y 10/30 (100x20),
/// header 1 at y 50, items 1.0/1.1/1.2 at y 60/90/120 (100x30), content 100x150.
@Suite struct DiffCommandTests {
    static let sticky = CLIProcessTests.sticky
    static func diff(_ args: [String]) throws -> CLIProcessTests.Result {
        try CLIProcessTests.lattice(["diff", sticky, sticky] + args)
    }

    @Test func equalInputsExitZeroAndPrintNothing() throws {
        let r = try Self.diff([])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        let j = try Self.diff(["--json"])
        #expect(j.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any])
        #expect(object["equal"] as? Bool == true)
        #expect((object["changes"] as? [Any])?.isEmpty == true)
    }

    @Test func resizedAndMoved() throws {
        // Item 1.0 grows from 30 to 40: it is resized, 1.1 and 1.2 move down 10.
        let r = try Self.diff(["--set-b", "sections.1.items.0=[100,40]"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["resized content size 100x150 -> 100x160",
                          "resized item 1.0 (0, 60, 100, 30) -> (0, 60, 100, 40)",
                          "moved item 1.1 (0, 90, 100, 30) -> (0, 100, 100, 30)",
                          "moved item 1.2 (0, 120, 100, 30) -> (0, 130, 100, 30)"])
    }

    @Test func appearedAndDisappeared() throws {
        let four = "sections.1.items=[[100,30],[100,30],[100,30],[100,30]]"
        let appeared = try Self.diff(["--set-b", four])
        #expect(appeared.status == 1)
        #expect(appeared.stdout.contains("appeared"))
        #expect(appeared.stdout.split(separator: "\n").last?.split(separator: " ").joined(separator: " ")
                == "appeared item 1.3 none -> (0, 150, 100, 30)")
        let gone = try Self.diff(["--set-a", four, "--json"])
        #expect(gone.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(gone.stdout.utf8)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["change"] as? String == "disappeared")
        #expect(changes.first?["name"] as? String == "item 1.3")
        #expect(changes.first?["new"] is NSNull)
        #expect((changes.first?["old"] as? [String: Any])?["y"] as? Double == 150)
    }

    @Test func setAppliesToBothAndOffsetMovesThePinnedHeader() throws {
        // --set on both sides changes nothing between them.
        #expect(try Self.diff(["--set", "sections.0.header=20"]).status == 0)
        // At offset 45, stickyHeaderYOffset 20 puts the sticky line at 65: header 1 (last
        // section, no upper clamp) is pinned there instead of resting at 50; header 0 stays
        // held at its upper clamp 40 on both sides.
        let r = try Self.diff(["--offset", "0,45", "--set-b", "layout.stickyHeaderYOffset=20"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["moved header 1 (0, 50, 100, 10) -> (0, 65, 100, 10)"])
    }

    @Test func rectRestrictsTheComparison() throws {
        // Only section 0 is in 0,0,100,50; the change in section 1 is outside it.
        let r = try Self.diff(["--set-b", "sections.1.items.2=[100,40]", "--rect", "0,0,100,50"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["resized content size 100x150 -> 100x160"])
    }

    @Test func anElementThatLeavesTheRectIsReportedAsMoved() throws {
        // Header 0 grows from 10 to 20: header 1 goes from y 50 (in 0,0,100,55) to y 60 (out).
        let r = try Self.diff(["--set-b", "sections.0.header=20", "--rect", "0,0,100,55"])
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("moved header 1 (0, 50, 100, 10) -> (0, 60, 100, 10)"))
        #expect(!lines.contains { $0.hasPrefix("disappeared") })
    }

    @Test func uiKitHeaderKindsOfASnapshotMatchAListsHeader() throws {
        // The snapshot keeps UIKit's kind strings; the list fixture's section 0 has a 44-point
        // header and a 20-point footer inside insets {8, 16, 8, 16} (ListLayoutRules: headers sit
        // inside the section insets), so they are matched and reported as resized, not as a
        // header that disappeared and another that appeared.
        let list = try ValidateCommandTests.write("""
            viewport: {width: 375, height: 667}
            layout: {type: list}
            sections:
              - {header: 44, footer: 20, insets: {top: 8, left: 16, bottom: 8, right: 16}, lineSpacing: 8,
                 items: [[343, 72], [343, 72], [343, 72]]}

            """, "mail-list.yaml")
        let r = try CLIProcessTests.lattice(["diff", "Fixtures/snapshot/mail-paste.yaml", list, "--rect", "0,0,375,312"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        // The snapshot's content size is only the union of its frames: not compared.
        #expect(lines == ["resized footer 0 (0, 292, 375, 20) -> (16, 284, 343, 20)",
                          "resized header 0 (0, 0, 375, 44) -> (16, 8, 343, 44)"])
    }

    @Test func invalidInputExitsTwo() throws {
        #expect(try CLIProcessTests.lattice(["diff", Self.sticky, "missing.yaml"]).status == 2)
        #expect(try Self.diff(["--offset", "1"]).status == 2)
        #expect(try Self.diff(["--set-b", "sections.0.header=-1"]).status == 2)
        #expect(try CLIProcessTests.lattice(["diff", Self.sticky]).status == 2)
        #expect(try Self.diff(["--no-such-option"]).status == 2)
    }
}

/// `diff` compares every element, wherever it is: an imported snapshot may place elements at
/// negative coordinates, outside the content rect that starts at (0, 0).
@Suite struct DiffEverywhereTests {
    @Test func anElementAtNegativeCoordinatesIsCompared() throws {
        let a = "Tests/Corpus/fixtures/snapshot-negative-origin.yaml"
        let b = "Tests/Corpus/fixtures/snapshot-without-negative.yaml"
        let r = try CLIProcessTests.lattice(["diff", a, b])
        #expect(r.status == 1)
        // A holds item 0.1 at (-1000, -1000, 10, 10); B does not.
        #expect(r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                == ["disappeared item 0.1 (-1000, -1000, 10, 10) -> none"])
        #expect(try CLIProcessTests.lattice(["diff", a, a]).status == 0)
    }
}
