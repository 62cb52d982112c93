import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// `lattice import`'s reader: every form LLDB prints for UICollectionViewLayoutAttributes, mixed
/// and with console noise, and located errors for broken lines. Expected values are read off
/// the pasted text by hand.
@Suite struct DebuggerPasteTests {
    func paste(_ text: String, decorations: Set<String> = []) throws -> DebuggerPaste {
        try DebuggerPaste(text: text, file: "paste.txt", decorationKinds: decorations)
    }

    func error(_ text: String) -> String? {
        do { _ = try paste(text); return nil } catch { return "\(error)" }
    }

    @Test func classicCellForm() throws {
        let p = try paste("<UICollectionViewLayoutAttributes: 0x7fc9d8e0a2b0> index path: (<NSIndexPath: 0xc000000000000016> {length = 2, path = 2 - 35}); frame = (0 1025; 53.5 60); zIndex = 1; ")
        let e = try #require(p.elements.first)
        #expect(p.elements.count == 1)
        #expect(e.category == .cell && e.kind == "cell")
        #expect(e.indexPath == IndexPath(item: 35, section: 2))
        #expect(e.frame == Rect(x: 0, y: 1025, width: 53.5, height: 60))
        #expect(e.zIndex == 1 && e.alpha == 1 && !e.isHidden)
    }

    @Test func supplementaryKindsAreKeptAsPrinted() throws {
        let p = try paste("""
            <UICollectionViewLayoutAttributes: 0x1> index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - 0}); element kind: (UICollectionElementKindSectionHeader); frame = (0 0; 375 44); zIndex = 10;
            <UICollectionViewLayoutAttributes: 0x3> index path: (<NSIndexPath: 0x4> {length = 2, path = 0 - 0}); element kind: (UICollectionElementKindSectionFooter); frame = (0 300; 375 20);
            <UICollectionViewLayoutAttributes: 0x5> index path: (<NSIndexPath: 0x6> {length = 2, path = 0 - 3}); element kind: (MyBadge); frame = (10 10; 5 5);
            """)
        #expect(p.elements.map(\.kind) == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter", "MyBadge"])
        #expect(p.elements.allSatisfy { $0.category == .supplementary })
        #expect(p.elements[2].indexPath == IndexPath(item: 3, section: 0))
        #expect(p.elements[1].zIndex == 0)   // no zIndex printed: 0
    }

    @Test func decorationsAreNamedByKind() throws {
        let text = "<UICollectionViewLayoutAttributes: 0x1> index path: (<NSIndexPath: 0x2> {length = 2, path = 1 - 0}); element kind: (SectionBackground); frame = (-8 -4.5; 391 140); zIndex = -1"
        #expect(try paste(text).elements[0].category == .supplementary)
        let e = try paste(text, decorations: ["SectionBackground"]).elements[0]
        #expect(e.category == .decoration && e.kind == "SectionBackground")
        #expect(e.frame == Rect(x: -8, y: -4.5, width: 391, height: 140) && e.zIndex == -1)
    }

    @Test func subclassesTransformsAlphaAndHidden() throws {
        let e = try #require(try paste("<MyApp.LayoutAttributes: 0x7fc9d8e0a4d0> index path: (<NSIndexPath: 0xc0> {length = 2, path = 0 - 1}); frame = (187.5 44; 187.5 60); non-affine transform; alpha = 0; hidden = YES; ").elements.first)
        #expect(e.category == .cell && e.indexPath == IndexPath(item: 1, section: 0))
        #expect(e.alpha == 0 && e.isHidden && e.zIndex == 0)
        #expect(e.frame == Rect(x: 187.5, y: 44, width: 187.5, height: 60))
    }

    @Test func oneLineFormKeepsPrintedDigits() throws {
        let e = try #require(try paste("<UICollectionViewLayoutAttributes: 0x600003e0c000; index path: (0-0); frame = (10 40; 179.577 30)>").elements.first)
        #expect(e.indexPath == IndexPath(item: 0, section: 0))
        #expect(e.frame.width == 179.577)
        #expect(fmtExact(e.frame.width) == "179.577")
    }

    @Test func consoleNoiseIsSkippedAndCounted() throws {
        let p = try paste("""
            (lldb) po collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)
            ▿ Optional<Array<UICollectionViewLayoutAttributes>>
            <__NSArrayM 0x600000c5c0f0>(
            <UICollectionViewLayoutAttributes: 0x1> index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - 0}); frame = (0 0; 50 50); ,
              - 1 : <UICollectionViewLayoutAttributes: 0x3; index path: (0-1); frame = (50 0; 50 50)>,

            )
            """)
        #expect(p.elements.map(\.indexPath.item) == [0, 1])
        #expect(p.skippedLines == 4)   // the po line, the Optional line, the array's opening and closing
    }

    @Test func twoDescriptionsOnOneLine() throws {
        let p = try paste("[<UICollectionViewLayoutAttributes: 0x1; index path: (3-4); frame = (0 0; 1 2)>, <UICollectionViewLayoutAttributes: 0x2; index path: (3-5); frame = (1 0; 1 2)>]")
        #expect(p.elements.map(\.indexPath) == [IndexPath(item: 4, section: 3), IndexPath(item: 5, section: 3)])
    }

    @Test func identicalRepeatsAreDroppedDifferentOnesAreErrors() throws {
        let line = "<UICollectionViewLayoutAttributes: 0x1; index path: (0-0); frame = (0 0; 10 10)>"
        let p = try paste(line + "\n" + line)
        #expect(p.elements.count == 1 && p.repeatedElements == 1)
        #expect(error(line + "\n" + line.replacingOccurrences(of: "10 10", with: "10 11"))
                == "paste.txt:2:1: error: cell 0-0 was already printed on line 1 with other attributes")
    }

    @Test func brokenLinesAreLocatedErrors() {
        // Columns count from 1: "x index path: " is 14 characters, the value starts at 15.
        #expect(error("noise\nx index path: (0-q); frame = (0 0; 1 1)")
                == "paste.txt:2:15: error: cannot read the index path \"(0-q)\" (expected (S-I) or {length = 2, path = S - I})")
        #expect(error("<A: 0x1; index path: (0-0); frame = (0 zero; 1 1)>")?.hasPrefix("paste.txt:1:37: error: cannot read the frame") == true)
        #expect(error("<A: 0x1; index path: (0-0); frame = (0 0; -1 1)>") == "paste.txt:1:37: error: the frame \"(0 0; -1 1)\" has a negative size")
        #expect(error("<A: 0x1; index path: (0-0); zIndex = 1>") == "paste.txt:1:10: error: attributes without a frame = (x y; width height)")
        #expect(error("<A: 0x1; index path: (0-0); frame = (0 0; 1 1); alpha = 2>") == "paste.txt:1:57: error: alpha must be a number from 0 to 1 (got \"2\")")
        #expect(error("<A: 0x1; index path: (0-0); frame = (0 0; 1 1); hidden = maybe>")?.contains("1:58: error: hidden must be YES or NO") == true)
        #expect(error("<A: 0x1; index path: (0-0); frame = (0 0; nan 1)>") != nil)
    }

    @Test func snapshotTextLoadsBackAsTheSameElements() throws {
        let p = try paste("""
            <UICollectionViewLayoutAttributes: 0x1> index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - 0}); element kind: (UICollectionElementKindSectionHeader); frame = (0 0; 375 44); zIndex = 10;
            <MyApp.Attrs: 0x1> index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - 1}); frame = (0.5 44; 179.577 60); alpha = 0.25; hidden = YES;
            <UICollectionViewLayoutAttributes: 0x1; index path: (0-0); element kind: (Needs "quotes": yes); frame = (1 2; 3 4)>
            """, decorations: ["Needs \"quotes\": yes"])
        let text = SnapshotText.fixture(name: "p", viewport: Size(width: 375, height: 844), scrollDirection: .vertical, elements: p.elements)
        #expect(text.contains("frame: [0.5, 44, 179.577, 60]"))
        let fixture = try FixtureLoader.load(text: text, name: "p.yaml")
        #expect(fixture.elements == p.elements)
        #expect(fixture.viewport == Size(width: 375, height: 844))
    }
}
