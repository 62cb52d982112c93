import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// `lattice import --infer flow` on frames that show the rules measured on UIKit
/// (FlowLayoutRules §3, §11): origins on the pixel grid, a last row of mixed sizes packed, an
/// item longer than its row centred. The fit must reproduce every frame.
@Suite struct FlowInferenceSnappingTests {
    static func fit(_ sections: [FixtureSection], scale: Double, width: Double = 320) -> FlowFit {
        var f = Fixture(viewportWidth: width, viewportHeight: 480)
        f.screenScale = scale
        f.layout = .flow(FlowLayoutOptions())
        f.sections = sections
        let (elements, tracks) = FlowInferencePropertyTests.capture(f)
        var base = Fixture(viewportWidth: width, viewportHeight: 480)
        base.screenScale = scale
        base.layout = .snapshot(SnapshotOptions(scrollDirection: .vertical))
        return FlowInference.fit(elements, tracks: tracks, base: base, direction: .vertical)
    }

    static func section(_ sizes: [Size], insets: EdgeInsets = .zero, interitem: Double = 10) -> FixtureSection {
        FixtureSection(insets: insets, lineSpacing: 10, interitemSpacing: interitem, header: .zero, footer: .zero, itemSizes: sizes)
    }

    /// Section 0: four 70-point items in 320, spread with gaps of 13.333 (x 0, 83.5, 166.5, 250
    /// at scale 2; 0, 83.333, 166.667, 250 at 3). Section 1: a last row of 70, 60 and 50 wide,
    /// packed at 12 from inset 7 (x 7, 89, 161). Section 2: a 400-point item centred at −40.
    @Test(arguments: [2.0, 3.0]) func snappedFramesFitExactly(_ scale: Double) {
        let fit = Self.fit([
            Self.section(Array(repeating: Size(width: 70, height: 40), count: 4)),
            Self.section([Size(width: 70, height: 40), Size(width: 60, height: 40), Size(width: 50, height: 40)],
                         insets: EdgeInsets(top: 0, left: 7, bottom: 0, right: 0), interitem: 12),
            Self.section([Size(width: 400, height: 20)]),
        ], scale: scale)
        #expect(fit.stopped == nil)
        #expect(fit.mismatches.isEmpty, "\(fit.mismatches.prefix(3).map { "\($0.name) \($0.old?.frame.description ?? "-") -> \($0.new?.frame.description ?? "-")" })")
        #expect(fit.fixture.sections[1].interitemSpacing == 12)
        #expect(fit.fixture.sections[1].insets.left == 7)
        #expect(fit.fixture.screenScale == scale)
    }
}
