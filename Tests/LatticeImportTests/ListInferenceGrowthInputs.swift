import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// The inputs of the fitter's growth table (`--infer list` on large exact pastes, measured with
/// a release build and `/usr/bin/time -v`): written only with `LATTICE_FIT_GROWTH_DIR=DIR` in
/// the environment, one paste per file, each laid out by lattice's own `ListLayout` (the
/// engine's IGListCollectionViewLayout) in a 390×844 viewport and printed as the debugger
/// prints it (`DebuggerPaste.describe`).
///
/// Every coordinate stays below 1e6 with whole-point values, so that the six significant digits
/// UIKit's description prints (`%g`) carry each frame exactly.
@Suite struct ListInferenceGrowthInputs {
    /// One section of `n` items of 100×20 with 8-point insets and spacings: three items a row
    /// (8 + 3·100 + 2·8 = 324 ≤ 390 − 8, four would need 432), 28 points a row, so 100k items
    /// reach 8 + 33,334·28 ≈ 933,360.
    static func oneSection(_ n: Int) -> Fixture {
        fixture([FixtureSection(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), lineSpacing: 8, interitemSpacing: 8,
                                itemSizes: Array(repeating: Size(width: 100, height: 20), count: n))])
    }

    /// `n` sections of ten items each (the same items and spacings as `oneSection`).
    static func tenPerSection(_ n: Int) -> Fixture {
        fixture(Array(repeating: FixtureSection(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), lineSpacing: 8,
                                                interitemSpacing: 8, itemSizes: Array(repeating: Size(width: 100, height: 20), count: 10)),
                      count: n))
    }

    /// `n` sections of a 30-point header and one 390×50 item.
    static func headerAndItem(_ n: Int) -> Fixture {
        fixture(Array(repeating: FixtureSection(header: Size(width: 30, height: 30), itemSizes: [Size(width: 390, height: 50)]), count: n))
    }

    /// `n` one-item sections that share rows: each item 20…120 wide with random F insets 0…40
    /// and S insets 0…10, so that which section's gap holds a row is left to the search.
    static func sharedRows(_ n: Int) -> Fixture {
        var rng = SystemRandomNumberGenerator()
        return fixture((0 ..< n).map { _ in
            FixtureSection(insets: EdgeInsets(top: Double(Int.random(in: 0 ... 10, using: &rng)), left: Double(Int.random(in: 0 ... 40, using: &rng)),
                                              bottom: Double(Int.random(in: 0 ... 10, using: &rng)), right: Double(Int.random(in: 0 ... 40, using: &rng))),
                           itemSizes: [Size(width: Double(Int.random(in: 20 ... 120, using: &rng)), height: 30)])
        })
    }

    static func fixture(_ sections: [FixtureSection]) -> Fixture {
        Fixture(name: "growth", viewportWidth: 390, viewportHeight: 844, screenScale: 1, layout: .list(ListLayoutOptions()), sections: sections)
    }

    /// The paste of every element of `f`'s layout at offset 0.
    static func paste(_ f: Fixture) -> String {
        let layout = f.makeLayout(viewport: f.viewport ?? Size(width: 390, height: 844))
        layout.prepare()
        let lines = layout.attributes(in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)).map { DebuggerPaste.describe($0) + "," }
        return (["(lldb) po collectionView.collectionViewLayout.layoutAttributesForElements(in: rect)", "<__NSArrayM 0x600000c5c0f0>("]
                + lines + [")"]).joined(separator: "\n") + "\n"
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LATTICE_FIT_GROWTH_DIR"] != nil))
    func writeGrowthInputs() throws {
        let dir = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LATTICE_FIT_GROWTH_DIR"] ?? ".")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let inputs: [(String, Fixture)] = [10_000, 50_000, 100_000].map { ("one-section-\($0 / 1000)k", Self.oneSection($0)) }
            + [100, 500, 1000].map { ("ten-per-section-\($0 * 10 / 1000)k", Self.tenPerSection($0)) }
            + [1000, 2000].map { ("header-and-item-\($0 / 1000)k-sections", Self.headerAndItem($0)) }
            + [1000, 2000].map { ("shared-rows-\($0 / 1000)k-sections", Self.sharedRows($0)) }
        for (name, f) in inputs {
            let text = Self.paste(f)
            // Each written paste reads back whole: every element of the layout, none lost.
            let read = try DebuggerPaste(text: text, file: name)
            let layout = f.makeLayout(viewport: Size(width: 390, height: 844))
            layout.prepare()
            #expect(read.elements.count == layout.attributes(in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)).count, "\(name)")
            try text.write(to: dir.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
        }
    }
}
