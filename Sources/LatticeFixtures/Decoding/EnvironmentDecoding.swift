import LatticeLayout

/// The collection view's surroundings (FixtureFormat §2): `safeAreaInsets`,
/// `contentInsetAdjustmentBehavior` and `layoutDirection`.
extension FixtureDecoder {
    func environment(_ e: PresentEntries, into fixture: inout Fixture) throws {
        if let v = e["safeAreaInsets"] {
            fixture.safeAreaInsets = try recover(.zero) { try insets(v.value, .root.key("safeAreaInsets")) }
        }
        if let v = e["contentInsetAdjustmentBehavior"] {
            fixture.contentInsetAdjustmentBehavior = try recover(.automatic) {
                try choice(v.value, .root.key("contentInsetAdjustmentBehavior"), ContentInsetAdjustmentBehavior.self)
            }
        }
        if let v = e["layoutDirection"] {
            let direction = try recover(LayoutDirection.leftToRight) { try choice(v.value, .root.key("layoutDirection"), LayoutDirection.self) }
            if direction == .rightToLeft, !fixture.layout.isCustom {
                try log.record(fail(v.value.mark, .root.key("layoutDirection"),
                                    "rightToLeft mirrors layouts of a program's own that flip (flipsHorizontallyInOppositeLayoutDirection); the \(fixture.layout.typeName) layout is drawn left to right"))
            }
            fixture.layoutDirection = direction
        }
    }
}

extension FixtureLayout {
    /// True for a layout type registered by the program.
    var isCustom: Bool { if case .custom = self { return true } else { return false } }
}
