import Testing
import LatticeFixtures

/// An override carries where it was given, and the loader words its errors for that origin:
/// no caller rewords them.
@Suite struct FixtureOverrideTests {
    let text = "viewport: {width: 100, height: 200}\nsections:\n  - items: [[10, 10]]\n"

    func message(_ overrides: [FixtureOverride]) -> String? {
        do { _ = try FixtureLoader.load(text: text, name: "o.yaml", applying: overrides); return nil } catch { return error.message }
    }

    @Test func aBadValueNamesTheOptionItCameFrom() {
        // A negative width, given three ways: each error names its own spelling.
        #expect(message([FixtureOverride("viewport.width=-1")])?.hasSuffix("(value from --set)") == true)
        #expect(message([FixtureOverride("viewport.width=-1", origin: .compareSet)])?.hasSuffix("(value from --compare-set)") == true)
        #expect(message([FixtureOverride("viewport.width=-1", origin: .command)])?.hasSuffix("(value from :set)") == true)
    }

    @Test func aMalformedAssignmentIsNamedAsTyped() {
        #expect(message([FixtureOverride("viewport.width", origin: .command)]) == ":set viewport.width: expected PATH=VALUE")
        #expect(message([FixtureOverride("a..b=1", origin: .compareSet)])?.hasPrefix("--compare-set a..b=1: the path") == true)
    }

    @Test func twoOriginsInOneLoadKeepTheirOwnWords() {
        // The good --set comes first; the bad value is the --compare-set's.
        let m = message([FixtureOverride("viewport.height=300"), FixtureOverride("viewport.width=-1", origin: .compareSet)])
        #expect(m?.hasSuffix("(value from --compare-set)") == true, "\(m ?? "loaded")")
        #expect(FixtureOverride.set(["a=1", "b=2"]).map(\.description) == ["--set a=1", "--set b=2"])
    }
}
