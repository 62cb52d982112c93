import LatticeFixtures
import LatticeLayout

/// The explanation as `lattice import A@X,Y B@X,Y --explain` prints it and the viewer's
/// inspector shows it.
extension PinExplanation {
    public var lines: [String] {
        let axis = direction == .vertical ? "y" : "x"
        var out = ["Sticky headers in two pastes, against IGList's pin formula of the list fixture fitted to both:",
                   "  \(axis) = min(max(lo, line), hi), line = offset + topContentInset + stickyHeaderYOffset"]
        if headers.isEmpty { out.append("  no section header is in both pastes") }
        for h in headers {
            out.append("header \(h.section): resting \(axis) \(fmtExact(h.resting)), lo \(fmtExact(h.lower)), hi \(h.upper.map(fmtExact) ?? "none (last section)")")
            out.append("  A: " + Self.describe(h.a, axis: axis))
            out.append("  B: " + Self.describe(h.b, axis: axis))
        }
        out.append("topContentInset + stickyHeaderYOffset: " + sumText)
        if !fit.mismatches.isEmpty {
            out.append("note: the fitted list fixture differs from the pastes on \(fit.mismatches.count) of \(fit.compared) elements; resting positions may be off:")
            for m in fit.mismatches.prefix(Self.listedMismatches) {
                out.append("  \(m.name): pasted \(m.old.map(\.frame.description) ?? "none"), fitted \(m.new.map(\.frame.description) ?? "none")")
            }
            if fit.mismatches.count > Self.listedMismatches { out.append("  and \(fit.mismatches.count - Self.listedMismatches) more") }
        }
        if let stopped = fit.stopped { out.append("note: \(stopped)") }
        return out
    }

    /// How many of the elements the fit misses the note names.
    static let listedMismatches = 5

    public var text: String { lines.joined(separator: "\n") + "\n" }

    public var sumText: String {
        switch sum {
        case let .exactly(v): return "\(fmtExact(v)) explains every header"
        case .between(nil, nil): return "any value explains every header (no header followed the line)"
        case let .between(low, high):
            let range = [low.map { "≥ \(fmtExact($0))" }, high.map { "≤ \(fmtExact($0))" }].compactMap { $0 }.joined(separator: " and ")
            return "any value \(range) explains every header (no header followed the line)"
        case .none: return "no single value explains both pastes"
        }
    }

    static func describe(_ o: Observation, axis: String) -> String {
        let head = "\(axis) \(fmtExact(o.position)) at offset \(fmtExact(o.offset)): "
        switch o.clamp {
        case .lower?: return head + "lower clamp (held at its section's start; sum ≤ \(fmtExact(o.high!)))"
        case .upper?: return head + "upper clamp (pushed by the next section" + (o.low.map { "; sum ≥ \(fmtExact($0)))" } ?? ")")
        case HeaderPin.Clamp.none?: return head + "no clamp (on the line; sum = \(fmtExact(o.low!)))"
        case nil: return head + "outside its clamps: no sum explains it"
        }
    }
}
