import LatticeFixtures

/// Loads YAML text, failing the test with the error's description if it does not load.
func loadYAML(_ text: String, overrides: [String] = []) throws -> Fixture {
    try FixtureLoader.load(text: text, format: .yaml, name: "test.yaml", overrides: overrides)
}

/// The error a fixture text produces (nil when it loads).
func loadError(_ text: String, format: FixtureSyntax = .yaml, name: String = "bad.yaml",
               overrides: [String] = []) -> FixtureError? {
    do {
        _ = try FixtureLoader.load(text: text, format: format, name: name, overrides: overrides)
        return nil
    } catch {
        return error
    }
}
