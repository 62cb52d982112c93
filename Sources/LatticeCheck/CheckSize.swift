import LatticeLayout

/// A viewport a layout is checked at: a device in one orientation (its points, screen scale and
/// safe area) or a plain `WxH` in points that keeps the fixture's own scale and safe area.
public struct CheckSize: Hashable, Sendable, CustomStringConvertible {
    /// `iPhone 15 portrait`, `390x844`, or `fixture` for the fixture's own viewport.
    public var name: String
    /// The viewport (the collection view's bounds size), points.
    public var viewport: Size
    /// `UIScreen.scale` of the device; nil keeps the fixture's.
    public var screenScale: Double?
    /// The device's safe area for a full-screen collection view; nil keeps the fixture's.
    public var safeAreaInsets: EdgeInsets?

    public init(name: String, viewport: Size, screenScale: Double? = nil, safeAreaInsets: EdgeInsets? = nil) {
        self.name = name; self.viewport = viewport; self.screenScale = screenScale; self.safeAreaInsets = safeAreaInsets
    }

    public var description: String { screenScale == nil ? name : "\(name) (\(fmt(viewport.width))x\(fmt(viewport.height)))" }

    /// Why a `--sizes` value could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public var value: String
        /// What a size may be (the value itself is `value`).
        public var description: String {
            "WxH in points (e.g. 390x844), all, or a device name ("
                + DeviceTable.devices.map(\.slug).joined(separator: ", ")
                + "; both orientations, or add -portrait or -landscape for one)"
        }
    }

    /// The sizes a comma-separated `--sizes` list names: `all` (every device, both orientations),
    /// a device slug (both orientations), `SLUG-portrait` / `SLUG-landscape`, or `WxH` in points
    /// (positive and finite). Duplicates are dropped, order kept.
    public static func parseList(_ text: String) throws(ParseError) -> [CheckSize] {
        var result: [CheckSize] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = String(raw).trimmingSpaces().lowercased()
            let found: [CheckSize]
            if word == "all" {
                found = DeviceTable.allSizes
            } else if let sizes = DeviceTable.sizes(named: word) {
                found = sizes
            } else if let size = points(word) {
                found = [size]
            } else {
                throw ParseError(value: String(raw))
            }
            for s in found where !result.contains(s) { result.append(s) }
        }
        if result.isEmpty { throw ParseError(value: text) }
        return result
    }

    /// `WxH` with positive finite sides, named as written.
    static func points(_ word: String) -> CheckSize? {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 1e6, h <= 1e6 else { return nil }
        return CheckSize(name: "\(fmt(w))x\(fmt(h))", viewport: Size(width: w, height: h))
    }
}

extension String {
    /// The string without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
