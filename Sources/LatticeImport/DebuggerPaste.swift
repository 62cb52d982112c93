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

    /// Reads `text`; `file` names the paste in errors (`-` is shown as `<stdin>`).
    public init(text: String, file: String, decorationKinds: Set<String> = []) throws(FixtureError) {
        let reader = PasteLineReader(file: file, decorationKinds: decorationKinds)
        var seen: [ElementID: (index: Int, line: Int)] = [:]
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let scalars = Array(line.unicodeScalars)
            let found = try reader.elements(in: scalars, line: lineNumber)
            if found.isEmpty {
                if scalars.contains(where: { !$0.properties.isWhitespace }) { skippedLines += 1 }
                continue
            }
            for (element, column) in found {
                if let first = seen[element.elementID] {
                    guard elements[first.index] == element else {
                        throw FixtureError(file: file, line: lineNumber, column: column, field: nil,
                                           message: "\(Self.name(element)) was already printed on line \(first.line) with other attributes")
                    }
                    repeatedElements += 1
                    continue
                }
                guard elements.count < Self.maximumElements else {
                    throw FixtureError(file: file, line: lineNumber, column: column, field: nil,
                                       message: "too many elements (at most \(Self.maximumElements))")
                }
                seen[element.elementID] = (elements.count, lineNumber)
                elements.append(element)
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
