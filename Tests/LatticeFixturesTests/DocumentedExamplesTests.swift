import Foundation
import LatticeFixtures
import LatticeLayout
import Testing
import LatticeTestSupport

/// The worked examples of the documentation catalogs (`Sources/*/*.docc`; the layouts' rules are in
/// `Sources/LatticeLayout/LatticeLayout.docc`) are fixtures: an article names one on a line
/// "Fixture: `PATH`" and states, in the table that follows, every element the layout answers for
/// the content rect united with the viewport (as `lattice dump` queries it) and the content size.
/// The frames in those tables were worked out by hand from the rules on the same page; this test
/// lays the fixture out and fails where the article and the layout disagree, or when an element is
/// missing from either side. The worked-example sections are checked here: ListLayoutRules §10,
/// LineLayoutRules §4, FlowLayoutRules §10 and CompositionalLayoutRules §10, and the examples
/// within AlignedLayoutRules.
@Suite struct DocumentedExamplesTests {
    /// One example: the fixture and the expectations of its table.
    struct Example: CustomStringConvertible {
        var article: String
        var line: Int
        var fixture: String
        var rows: [(element: String, values: [Double])] = []
        var description: String { "\(article):\(line) (\(fixture))" }
    }

    static let root = Repository.root

    /// Every example of every article of every catalog under `Sources/`.
    static func examples() -> [Example] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        let articles = walker.compactMap { $0 as? String }
            .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted()
        return articles.flatMap { relative -> [Example] in
            let text = (try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)) ?? ""
            return parse(text, article: "Sources/" + relative)
        }
    }

    /// The examples of one article: a "Fixture: `PATH`" line, then the rows of the next table.
    static func parse(_ text: String, article: String) -> [Example] {
        var examples: [Example] = []
        var current: Example?
        var inTable = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("Fixture: `"), trimmed.hasSuffix("`") {
                if let done = current { examples.append(done) }
                current = Example(article: article, line: index + 1,
                                  fixture: String(trimmed.dropFirst("Fixture: `".count).dropLast()))
                inTable = false
                continue
            }
            guard current != nil else { continue }
            if trimmed.hasPrefix("|") {
                inTable = true
                let cells = trimmed.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 2, cells[0] != "element", !cells[0].hasPrefix("---") else { continue }
                let numbers = cells[1].replacingOccurrences(of: "*", with: "")
                    .trimmingCharacters(in: CharacterSet(charactersIn: "() "))
                    .split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
                current!.rows.append((cells[0], numbers))
            } else if inTable {
                examples.append(current!)
                current = nil
                inTable = false
            }
        }
        if let done = current { examples.append(done) }
        return examples
    }

    /// "cell 2.1", "header 3", "itemGrip 0.1": the kind, section and item of a row.
    static func name(_ element: String) -> (kind: String, section: Int, item: Int)? {
        let parts = element.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let path = parts[1].split(separator: ".").compactMap { Int($0) }
        guard path.count == 1 || path.count == 2 else { return nil }
        return (String(parts[0]), path[0], path.count == 2 ? path[1] : 0)
    }

    @Test func theCatalogHasExamples() {
        // A walk that finds nothing must fail: every layout article has at least one example.
        let articles = Set(Self.examples().map(\.article))
        for page in ["ListLayoutRules.md", "AlignedLayoutRules.md", "LineLayoutRules.md", "FlowLayoutRules.md", "CompositionalLayoutRules.md"] {
            #expect(articles.contains { $0.hasSuffix(page) }, "no worked example found in \(page)")
        }
    }

    @Test(arguments: examples())
    func exampleMatchesTheLayout(_ example: Example) throws {
        #expect(!example.rows.isEmpty, "\(example): no table after the fixture line")
        let fixture = try FixtureLoader.load(path: Self.root.appendingPathComponent(example.fixture).path)
        let layout = fixture.makeLayout(viewport: fixture.viewport(default: Fixture.headlessViewport))
        layout.prepare()
        let content = Rect(origin: .zero, size: layout.contentSize)
        var elements = layout.attributes(in: content.union(layout.collectionView.bounds))
        for row in example.rows {
            if row.element == "content size" {
                #expect(row.values == [layout.contentSize.width, layout.contentSize.height],
                        "\(example): content size")
                continue
            }
            guard let name = Self.name(row.element), row.values.count == 4 else {
                Issue.record("\(example): cannot read the row \(row.element) | \(row.values)")
                continue
            }
            guard let index = elements.firstIndex(where: {
                ($0.category == .cell ? "cell" : $0.kind) == name.kind
                    && $0.indexPath.section == name.section && $0.indexPath.item == name.item
            }) else {
                Issue.record("\(example): the layout returns no \(row.element)")
                continue
            }
            let f = elements.remove(at: index).frame
            let actual = [f.origin.x, f.origin.y, f.size.width, f.size.height]
            #expect(zip(actual, row.values).allSatisfy { abs($0 - $1) < 1e-9 },
                    "\(example): \(row.element) is \(actual), the article says \(row.values)")
        }
        #expect(elements.isEmpty, "\(example): the article does not list \(elements.map { "\($0.kind) \($0.indexPath)" })")
    }
}
