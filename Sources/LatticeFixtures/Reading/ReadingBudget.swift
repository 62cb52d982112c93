/// The fixture caps, counted while a file is read rather than after the raw tree is built: a
/// file that holds more explicit items (or sections) than a fixture may have is refused at the
/// first entry over the cap, before its memory is spent (each explicit item costs about 160 bytes
/// of raw tree). Entries of any other kind count towards a cap on the whole tree, so a huge
/// list under a key the decoder would refuse later is refused as early.
///
/// Only explicit entries are counted here; `repeat` and `generate` are checked by the decoder.
struct ReadingBudget {
    let file: String
    private(set) var items = 0
    private(set) var sections = 0
    private(set) var entries = 0

    let maximumItems: Int
    let maximumSections: Int
    /// By default every entry of a fixture at its caps, with room for a size pair per item and
    /// the keys around them.
    let maximumEntries: Int

    init(file: String, maximumItems: Int = FixtureDecoder.maximumItems, maximumSections: Int = FixtureDecoder.maximumSections,
         maximumEntries: Int = 4 * FixtureDecoder.maximumItems + 4 * FixtureDecoder.maximumSections) {
        self.file = file
        self.maximumItems = maximumItems; self.maximumSections = maximumSections; self.maximumEntries = maximumEntries
    }

    /// One more entry (of a list under `listKey`, or of a mapping when nil), written at `mark`.
    mutating func take(listKey: String?, at mark: SourceMark) throws {
        entries += 1
        if entries > maximumEntries {
            throw FixtureError(file: file, mark: mark, field: nil,
                               message: "too much data for a fixture (more than \(maximumEntries) list and mapping entries)")
        }
        switch listKey {
        case "items":
            items += 1
            if items > maximumItems {
                throw FixtureError(file: file, mark: mark, field: nil,
                                   message: "too many items (at most \(maximumItems) in all, repeat and generate included)")
            }
        case "sections":
            sections += 1
            if sections > maximumSections {
                throw FixtureError(file: file, mark: mark, field: nil,
                                   message: "too many sections (at most \(maximumSections) in all, repeat included)")
            }
        default:
            break
        }
    }
}
