import LatticeLayout

/// The collection view's surroundings (FixtureFormat §2): `safeAreaInsets`,
/// `contentInsetAdjustmentBehavior`, `layoutDirection`, and for a layout of a program's own
/// `layoutMargins` and `traits`.
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
            if direction == .rightToLeft, !fixture.layout.type.mirrorsInRightToLeft {
                try log.record(fail(v.value.mark, .root.key("layoutDirection"),
                                    "rightToLeft mirrors layouts of a program's own that flip (flipsHorizontallyInOppositeLayoutDirection); the \(fixture.layout.typeName) layout is drawn left to right"))
            }
            fixture.layoutDirection = direction
        }
        if let v = e["layoutMargins"] {
            fixture.layoutMargins = try recover(nil) { try insets(v.value, .root.key("layoutMargins")) }
        }
        if let v = e["traits"] {
            fixture.traits = try recover(FixtureTraits()) { try traits(v.value, .root.key("traits")) }
        }
    }
}

extension FixtureDecoder {
    static let traitKeys = ["contentSizeCategory", "horizontalSizeClass", "verticalSizeClass"]

    /// `traits: {contentSizeCategory, horizontalSizeClass, verticalSizeClass}`.
    func traits(_ n: RawNode, _ path: FieldPath) throws -> FixtureTraits {
        let entries = try mapping(n, path, allowed: Self.traitKeys, what: "a mapping of traits (contentSizeCategory, horizontalSizeClass, verticalSizeClass)") { _ in nil }
        let e = present(entries)
        var t = FixtureTraits()
        t.contentSizeCategory = try field(e, "contentSizeCategory", path) { try choice($0, $1, ContentSizeCategoryName.self) }
        t.horizontalSizeClass = try field(e, "horizontalSizeClass", path) { try choice($0, $1, SizeClassName.self) }
        t.verticalSizeClass = try field(e, "verticalSizeClass", path) { try choice($0, $1, SizeClassName.self) }
        return t
    }
}
