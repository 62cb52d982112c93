/// Why a batch was refused. UIKit raises `NSInternalInconsistencyException` for these; lattice
/// reports them and leaves the data and the layout untouched.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index outside `0..<count` (`count` of the old data for deletes, reloads and move
    /// sources; of the new data for inserts and move destinations).
    case sectionOutOfRange(UpdateItem, count: Int)
    /// An item index outside `0..<count` of its section (old or new, as above).
    case itemOutOfRange(UpdateItem, count: Int)
    /// Two changes name the same old element (e.g. delete and move the same item), or the same new
    /// slot (e.g. insert and move to the same path).
    case conflict(UpdateItem, UpdateItem)
    /// An item change inside a section that is itself deleted, reloaded or inserted (the whole
    /// section is replaced, so its items cannot be edited one by one).
    case itemInReplacedSection(UpdateItem)
    /// The batch inserts or reloads something but no content was supplied for it.
    case missingContent(UpdateItem)

    public var description: String {
        switch self {
        case .sectionOutOfRange(let u, let n): "invalid update (\(u)): section out of range, there are \(n) sections"
        case .itemOutOfRange(let u, let n): "invalid update (\(u)): item out of range, the section has \(n) items"
        case .conflict(let a, let b): "invalid update: \(a) conflicts with \(b)"
        case .itemInReplacedSection(let u): "invalid update (\(u)): its section is inserted, deleted or reloaded in the same batch"
        case .missingContent(let u): "invalid update (\(u)): no content supplied for it"
        }
    }
}
