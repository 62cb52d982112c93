import Testing

@Test func placeholder_LatticeLayoutTests() { #expect(1 + 1 == 2) }
