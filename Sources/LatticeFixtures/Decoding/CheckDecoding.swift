/// `check: {expect: [RULE, …]}` (FixtureFormat §12, "Expected findings of lattice check"): the
/// `lattice check` rules whose findings are the fixture's layout's known behaviour.
extension FixtureDecoder {
    /// The names of `lattice check`'s rules (LatticeCheck's `CheckRules.names`; a test keeps the
    /// two lists equal), so that a misspelt name is a located error.
    static let checkRuleNames = ["determinism", "self-sizing", "rect-vs-item", "content-size", "geometry", "pinning", "invalidation-cost", "updates"]

    func checkExpectations(_ n: RawNode, _ path: FieldPath) throws -> [String] {
        let entries = try mapping(n, path, allowed: ["expect"], what: "a mapping such as {expect: [content-size]}")
        guard let e = present(entries)["expect"] else { return [] }
        let p = path.key("expect")
        guard case let .sequence(items) = e.value.kind else {
            throw fail(e.value.mark, p, "expected a list of rule names such as [content-size], found \(e.value.typeDescription)")
        }
        var names: [String] = []
        for (i, item) in items.enumerated() {
            let name = try text(item, p.index(i))
            guard Self.checkRuleNames.contains(name) else {
                var message = "unknown rule \"\(name)\""
                if let close = closestKey(to: name, in: Self.checkRuleNames) { message += " (did you mean \"\(close)\"?)" }
                else { message += " (rules: \(Self.checkRuleNames.joined(separator: ", ")))" }
                throw fail(item.mark, p.index(i), message)
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
