import LatticeFixtures

extension DebuggerPaste {
    /// Where an element was printed in the paste: 1-based line, and the column its description
    /// (`<UICollectionViewLayoutAttributes: 0x…>`) starts at. Two 32-bit numbers, so that the
    /// record costs 8 bytes per element (a paste holds up to `maximumElements`).
    public struct Place: Hashable, Sendable {
        private var storedLine: Int32
        private var storedColumn: Int32
        public var line: Int { Int(storedLine) }
        public var column: Int { Int(storedColumn) }
        public init(line: Int, column: Int) {
            storedLine = Int32(clamping: line); storedColumn = Int32(clamping: column)
        }
    }

    /// `error`, found in a fixture made from this paste with its elements in order (a snapshot,
    /// `SnapshotText`), located where the paste printed the element it is about:
    /// `paste.txt:3:1: error: cell 0-0 frame: …` instead of a place in text nobody saw. Nil when
    /// the error is about no element of the paste (a viewport, say).
    public func locate(_ error: FixtureError, file: String) -> FixtureError? {
        guard let field = error.field, field.hasPrefix("elements[") else { return nil }
        let digits = field.dropFirst("elements[".count).prefix { $0.isNumber }
        guard let index = Int(digits), index < elements.count, index < places.count else { return nil }
        var rest = field.dropFirst("elements[".count + digits.count)
        guard rest.first == "]" else { return nil }
        rest = rest.dropFirst()
        if rest.first == "." { rest = rest.dropFirst() }
        let place = places[index]
        return FixtureError(file: file, line: place.line, column: place.column,
                            field: Self.name(elements[index]) + (rest.isEmpty ? "" : " " + rest), message: error.message)
    }
}
