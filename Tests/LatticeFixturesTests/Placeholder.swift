import Testing

@Test func placeholder_LatticeFixturesTests() { #expect(1 + 1 == 2) }
