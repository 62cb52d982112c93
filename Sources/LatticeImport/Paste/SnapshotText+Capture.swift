import LatticeFixtures
import LatticeLayout

/// A whole snapshot fixture as text, capture keys included (FixtureFormat §9a): what lattice
/// writes from a capture keeps every track, transform, the content size and `capture:`, and
/// reads back the same fixture.
extension SnapshotText {
    /// The text of `fixture` (a snapshot; another layout type gives its geometry and no elements).
    public static func fixture(_ fixture: Fixture, comment: String? = nil) -> String {
        var out = ""
        if let comment { for line in comment.split(separator: "\n") { out += "# \(line)\n" } }
        if let name = fixture.name { out += "name: \(quoted(name))\n" }
        if let w = fixture.viewportWidth, let h = fixture.viewportHeight {
            out += "viewport: {width: \(fmtExact(w)), height: \(fmtExact(h))}\n"
        }
        if fixture.contentInset != .zero { out += "contentInset: \(insets(fixture.contentInset))\n" }
        if fixture.safeAreaInsets != .zero { out += "safeAreaInsets: \(insets(fixture.safeAreaInsets))\n" }
        if fixture.contentInsetAdjustmentBehavior != .automatic {
            out += "contentInsetAdjustmentBehavior: \(fixture.contentInsetAdjustmentBehavior.rawValue)\n"
        }
        // Without `contentOffset:` a fixture with insets starts at -adjustedContentInset.top,
        // so a captured 0,0 is written whenever there are insets.
        let inset = fixture.contentInset != .zero || fixture.safeAreaInsets != .zero
        if fixture.contentOffset != .zero || (fixture.hasContentOffset && inset) {
            out += "contentOffset: {x: \(fmtExact(fixture.contentOffset.x)), y: \(fmtExact(fixture.contentOffset.y))}\n"
        }
        if fixture.screenScale != 2 { out += "screenScale: \(fmtExact(fixture.screenScale))\n" }
        var layout = ["type: snapshot"]
        if fixture.layout.scrollDirection == .horizontal { layout.append("scrollDirection: horizontal") }
        if let size = fixture.layout.options(as: SnapshotOptions.self)?.contentSize {
            layout.append("contentSize: {width: \(fmtExact(size.width)), height: \(fmtExact(size.height))}")
        }
        out += "layout: {" + layout.joined(separator: ", ") + "}\n"
        if let capture = fixture.capture { out += "capture: \(self.capture(capture))\n" }
        out += fixture.elements.isEmpty ? "elements: []\n" : "elements:\n"
        for (i, e) in fixture.elements.enumerated() {
            out += "  - " + element(e, track: fixture.tracks[i], transform: fixture.transforms[i]) + "\n"
        }
        return out
    }

    /// `capture:` as a flow mapping, the fields given only.
    static func capture(_ c: CaptureInfo) -> String {
        var fields: [String] = []
        if let v = c.tool { fields.append("tool: \(quoted(v))") }
        if let v = c.layoutClass { fields.append("layoutClass: \(quoted(v))") }
        if let v = c.adjustedContentInset { fields.append("adjustedContentInset: \(insets(v))") }
        if !c.settings.isEmpty {
            fields.append("settings: {" + c.settings.map { "\(quoted($0.name)): \(value($0.value))" }.joined(separator: ", ") + "}")
        }
        if let v = c.sampledOffsets { fields.append("sampledOffsets: \(v)") }
        if let v = c.truncated { fields.append("truncated: \(v)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func value(_ v: CaptureSetting.Value) -> String {
        switch v {
        case let .number(n): return fmtExact(n)
        case let .bool(b): return "\(b)"
        case let .text(t): return quoted(t)
        case let .size(s): return "{width: \(fmtExact(s.width)), height: \(fmtExact(s.height))}"
        case let .insets(i): return insets(i)
        }
    }

    static func insets(_ i: EdgeInsets) -> String {
        "{top: \(fmtExact(i.top)), left: \(fmtExact(i.left)), bottom: \(fmtExact(i.bottom)), right: \(fmtExact(i.right))}"
    }
}
