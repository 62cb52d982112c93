import LatticeFixtures
import Testing

/// Finite numbers whose sums would overflow to infinity are refused: every value and the sum of
/// all lengths must stay within 1e15 points (FixtureFormat §3, "Bounds").
@Suite struct BoundsTests {
    func error(_ text: String, overrides: [String] = []) -> String? {
        do { _ = try FixtureLoader.load(text: text, name: "bad.yaml", overrides: overrides); return nil }
        catch { return error.description }
    }

    @Test func aValueOverTheBoundIsLocated() {
        // The first 1e308 is the width at line 2, column 14.
        #expect(error("sections:\n  - items: [[1e308, 1e308], [1e308, 1e308]]\n")
                == "bad.yaml:2:14: error: sections[0].items[0]: width: 1e308 is too large (at most 1e15 points)")
        #expect(error("sections:\n  - items: [[9e14, 1]]\n") == nil)
    }

    @Test func aSumOverTheBoundIsLocatedAtTheSections() {
        // 3 sections x 3 items x (1e14 + 1e14) = 1.8e15 points, each value within the bound.
        let text = "sections:\n  - repeat: 3\n    items:\n      - {size: [1e14, 1e14], repeat: 3}\n"
        #expect(error(text) == "bad.yaml:2:3: error: sections: the sizes, spacings and insets add up to 1.8e+15 points, more than the 1e15 a fixture may span")
        // 2 x 2 x 2e14 = 8e14 is fine.
        #expect(error("sections:\n  - repeat: 2\n    items:\n      - {size: [1e14, 1e14], repeat: 2}\n") == nil)
    }

    @Test func setValuesObeyTheBound() {
        let message = error("sections:\n  - items: [[1, 1]]\n", overrides: ["sections.0.items.0=[1e16, 1]"])
        #expect(message?.contains("1e16 is too large (at most 1e15 points) (value from --set)") == true, "\(message ?? "nil")")
    }
}
