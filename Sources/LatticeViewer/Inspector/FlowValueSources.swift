import LatticeLayout
import LatticeRender

/// Where a value a flow layout used came from, as the inspector says it beside the value:
/// the fixture's section, the fixture's `defaults:`, the fixture's item, or the layout's own
/// property (`sectionInset`, `minimumLineSpacing`, `itemSize`, …) because the fixture's
/// delegate did not answer it (a `UICollectionViewDelegateFlowLayout` that does not implement
/// a method leaves the layout's property in charge).
public enum ValueOrigin: String, Sendable, Equatable {
    /// The section of the fixture gives it (`sections: - insets: …`).
    case section
    /// The fixture's `defaults:` gives it.
    case defaults
    /// The item of the fixture gives its size.
    case item
    /// Nothing in the fixture gives it: the layout's own property stands.
    case layoutProperty = "layout property"
}

/// One flow section's values as the last layout pass used them, each with where it came from,
/// and the focused item's size (when a cell is focused): what the inspector shows under
/// "values". The model finds it in `update` (a hosted subclass's properties are its own code,
/// which drawing never calls) and keeps it for `frame()` to read.
public struct FlowValueSources: Equatable, Sendable {
    /// One line: the fixture's name of the value, the value as written, where it came from
    /// (nil when the scene does not know: a scene built without a fixture).
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var value: String
        public var origin: ValueOrigin?
    }
    /// The section the values are of.
    public var section: Int
    /// `insets`, `lineSpacing`, `interitemSpacing`, `header`, `footer`, then the focused item's
    /// `size` when a cell is focused.
    public var entries: [Entry]

    /// Section `section`'s values (`values`: a `FlowSection`, its items left out), each with the
    /// origin `origin` gives for its delegate answer; `item`, when given, adds the focused
    /// item's size and its origin.
    public init(section: Int, values: FlowSection, origin: (FlowDelegateAnswers) -> ValueOrigin?,
                item: (indexPath: IndexPath, size: Size, origin: ValueOrigin?)? = nil, times: String = "×") {
        self.section = section
        func size(_ s: Size) -> String { "\(fmt(s.width))\(times)\(fmt(s.height))" }
        let i = values.insets
        entries = [
            Entry(name: "insets", value: [i.top, i.left, i.bottom, i.right].map(fmt).joined(separator: ","), origin: origin(.insets)),
            Entry(name: "lineSpacing", value: fmt(values.lineSpacing), origin: origin(.lineSpacing)),
            Entry(name: "interitemSpacing", value: fmt(values.interitemSpacing), origin: origin(.interitemSpacing)),
            Entry(name: "header", value: size(values.headerSize), origin: origin(.header)),
            Entry(name: "footer", value: size(values.footerSize), origin: origin(.footer)),
        ]
        if let item {
            entries.append(Entry(name: "size of \(item.indexPath.section).\(item.indexPath.item)", value: size(item.size), origin: item.origin))
        }
    }

    /// The inspector's lines: a title naming the section, then `name value (origin)` each.
    func lines(sign: String) -> [Panel.Line] {
        [Panel.Line("\(sign)\(section) values, where each came from", CellStyle(.panel, bold: true))]
            + entries.map { e in Panel.Line(" \(e.name) \(e.value)" + (e.origin.map { " (\($0.rawValue))" } ?? "")) }
    }
}
