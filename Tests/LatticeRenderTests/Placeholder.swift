import Testing

@Test func placeholder_LatticeRenderTests() { #expect(1 + 1 == 2) }
