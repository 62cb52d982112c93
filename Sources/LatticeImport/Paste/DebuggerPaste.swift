import Foundation
import LatticeFixtures
import LatticeLayout

/// What the debugger prints for `UICollectionViewLayoutAttributes` (its `description`), read
/// back into snapshot elements: `lattice import`.
///
/// Every form LLDB shows, mixed in one paste and surrounded by console noise:
///
///     <UICollectionViewLayoutAttributes: 0x7fc9…> index path: (<NSIndexPath: 0xc000…> {length = 2, path = 2 - 35}); frame = (0 1025; 53.5 60); zIndex = 1;
///     <UICollectionViewLayoutAttributes: 0x…> index path: (…); element kind: (UICollectionElementKindSectionHeader); frame = (0 0; 375 44);
///     <MyApp.LayoutAttributes: 0x…> index path: (…); frame = (…); non-affine transform; alpha = 0; hidden = YES;
///     <UICollectionViewLayoutAttributes: 0x…; index path: (0-0); frame = (10 40; 179.577 30)>
///
/// A line holding `index path:` must parse (else a `FixtureError` with its line and column);
/// every other line (`(lldb) po …`, `<__NSArrayM 0x…>(`, `)`) is skipped and counted. Numbers
/// are kept as printed (UIKit prints about six significant digits). An element with a kind is
/// supplementary unless its kind is one of `decorationKinds` (UIKit prints decoration views the
/// same way); one without a kind is a cell. A missing `zIndex` is 0, as in UIKit.
public struct DebuggerPaste: Sendable {
    /// The elements in the order printed, repeats of an identical element dropped.
    public var elements: [SnapshotElement] = []
    /// Lines that held no attributes (console noise, brackets, blank lines not counted).
    public var skippedLines = 0
    /// Identical elements printed more than once (dropped).
    public var repeatedElements = 0
    /// Where each of `elements` was printed (same positions): errors about an element of a
    /// fixture made from the paste are located there (`locate(_:)`).
    public var places: [Place] = []

    /// Reads `text`; `file` names the paste in errors (`-` is shown as `<stdin>`).
    public init(text: String, file: String, decorationKinds: Set<String> = []) throws(FixtureError) {
        var reader = Reader(file: file, decorationKinds: decorationKinds)
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            try reader.read(Array(line.unicodeScalars), line: lineNumber, into: &self)
        }
    }

    /// Reads the paste `lines` stream one line at a time (`PasteLines`: a file or standard
    /// input, with its caps).
    public init(lines: PasteLines, decorationKinds: Set<String> = []) throws(FixtureError) {
        var reader = Reader(file: lines.name, decorationKinds: decorationKinds)
        var paste = DebuggerPaste()
        try lines.forEachLine { (scalars, number) throws(FixtureError) in try reader.read(scalars, line: number, into: &paste) }
        self = paste
    }

    /// Reads a paste held in memory as bytes (the fuzzer's way in), line by line as a file is.
    public init(bytes: [UInt8], file: String, decorationKinds: Set<String> = []) throws(FixtureError) {
        let lines = PasteLines(path: file)
        var reader = Reader(file: lines.name, decorationKinds: decorationKinds)
        var paste = DebuggerPaste()
        try lines.forEachLine(in: bytes) { (scalars, number) throws(FixtureError) in try reader.read(scalars, line: number, into: &paste) }
        self = paste
    }

    init() {}

    /// The state of one reading: the line reader and where each element was first printed.
    struct Reader {
        let lines: PasteLineReader
        var seen: [ElementID: (index: Int, line: Int)] = [:]

        init(file: String, decorationKinds: Set<String>) {
            lines = PasteLineReader(file: file, decorationKinds: decorationKinds)
        }

        /// Adds the elements printed on one line to `paste`, or counts the line as skipped.
        mutating func read(_ scalars: [Unicode.Scalar], line: Int, into paste: inout DebuggerPaste) throws(FixtureError) {
            let found = try lines.elements(in: scalars, line: line)
            if found.isEmpty {
                if scalars.contains(where: { !$0.properties.isWhitespace }) { paste.skippedLines += 1 }
                return
            }
            for (element, column) in found {
                if let first = seen[element.elementID] {
                    guard paste.elements[first.index] == element else {
                        throw FixtureError(file: lines.file, line: line, column: column, field: nil,
                                           message: "\(DebuggerPaste.name(element)) was already printed on line \(first.line) with other attributes")
                    }
                    paste.repeatedElements += 1
                    continue
                }
                guard paste.elements.count < DebuggerPaste.maximumElements else {
                    throw FixtureError(file: lines.file, line: line, column: column, field: nil,
                                       message: "too many elements (at most \(DebuggerPaste.maximumElements))")
                }
                seen[element.elementID] = (paste.elements.count, line)
                paste.elements.append(element)
                paste.places.append(Place(line: line, column: column))
            }
        }
    }

    /// The cap on one paste (the fixture format's item cap).
    public static let maximumElements = 10_000_000

    /// `cell 2-35`, `UICollectionElementKindSectionHeader 0-0` for messages.
    static func name(_ e: SnapshotElement) -> String {
        "\(e.category == .cell ? "cell" : e.kind) \(e.indexPath.section)-\(e.indexPath.item)"
    }
}

extension DebuggerPaste {
    /// The line UIKit's `description` prints for one attributes object, numbers with `%g` (six
    /// significant digits) as UIKit prints them: the inverse of the reader, for tests and
    /// examples. `header` and `footer` are printed as UIKit's section header and footer kinds.
    public static func describe(_ a: LayoutAttributes, address: Int = 0x7fc9d8e0a000) -> String {
        func g(_ v: Double) -> String { String(format: "%g", v) }
        var kind = ""
        if a.category != .cell {
            let name = a.kind == ElementKind.header ? ElementKind.uiKitSectionHeader
                : a.kind == ElementKind.footer ? ElementKind.uiKitSectionFooter : a.kind
            kind = "element kind: (\(name)); "
        }
        let f = a.frame, p = a.indexPath
        var line = "<UICollectionViewLayoutAttributes: 0x\(String(address, radix: 16))> index path: (<NSIndexPath: 0xc000000000000016> "
            + "{length = 2, path = \(p.section) - \(p.item)}); \(kind)frame = (\(g(f.x)) \(g(f.y)); \(g(f.width)) \(g(f.height))); "
        if a.zIndex != 0 { line += "zIndex = \(a.zIndex); " }
        if a.alpha != 1 { line += "alpha = \(g(a.alpha)); " }
        if a.isHidden { line += "hidden = YES; " }
        return line
    }
}
