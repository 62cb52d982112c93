import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// The paste keeps where it printed each element, so that a problem found in a fixture made
/// from it is reported at the paste's line, not in text the user never saw.
@Suite struct PastePlacesTests {
    /// Line 1 is console noise; line 2 holds two descriptions; line 3 repeats the first element (dropped); line 4 holds
    /// a header.
    let text = """
        (lldb) po layout
        <UICollectionViewLayoutAttributes: 0x1> index path: (0-0); frame = (0 0; 10 10);<UICollectionViewLayoutAttributes: 0x2> index path: (0-1); frame = (10 0; 10 10);
        <UICollectionViewLayoutAttributes: 0x1> index path: (0-0); frame = (0 0; 10 10);
        <UICollectionViewLayoutAttributes: 0x3> index path: (1-0); element kind: (UICollectionElementKindSectionHeader); frame = (0 20; 390 30);
        """

    @Test func eachElementKeepsItsLineAndColumn() throws {
        let paste = try DebuggerPaste(text: text, file: "p.txt")
        // "<UICollectionViewLayoutAttributes: 0x1>", " index path: (0-0);", " frame = (0 0; 10 10);"
        // are 39 + 19 + 22 = 80 characters: the second description starts at column 81.
        #expect(paste.places.map(\.line) == [2, 2, 4])
        #expect(paste.places.map(\.column) == [1, 81, 1])
    }

    @Test func anElementsErrorIsLocatedAtThePastesLine() throws {
        let paste = try DebuggerPaste(text: text, file: "p.txt")
        // As the snapshot loader words a problem with the third element's frame.
        let found = FixtureError(file: "snapshot", line: 7, column: 40, field: "elements[2].frame", message: "too large")
        let located = try #require(paste.locate(found, file: "p.txt"))
        #expect(located.description == "p.txt:4:1: error: UICollectionElementKindSectionHeader 1-0 frame: too large")
        let whole = FixtureError(file: "snapshot", line: 6, column: 5, field: "elements[1]", message: "an element needs a frame")
        #expect(paste.locate(whole, file: "p.txt")?.description == "p.txt:2:81: error: cell 0-1: an element needs a frame")
        // Not about an element, or about one the paste does not hold: not located.
        #expect(paste.locate(FixtureError(file: "s", line: 2, column: 1, field: "viewport.width", message: "m"), file: "p.txt") == nil)
        #expect(paste.locate(FixtureError(file: "s", line: 2, column: 1, field: "elements[3]", message: "m"), file: "p.txt") == nil)
    }
}
