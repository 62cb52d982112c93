import Testing

@Test func placeholder_LatticeAppTests() { #expect(1 + 1 == 2) }
