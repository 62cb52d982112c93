/// A layout type's own data for one section of a fixture (`FixtureSection.payload`): what its
/// sections and items say beyond the keys every type shares, such as the aligned layout's cell
/// attributes or the line layout's item sides and labels. The type's file defines it, fills it
/// while its items are read and reads it in `make`.
public protocol SectionPayload: Sendable {
    /// The text an item gives for a supplementary view of `kind` (the line layout's
    /// `lineLabel`, drawn in its `itemLineLabel` view); nil: none (the viewer draws the kind).
    func text(ofSupplementary kind: String, item: Int) -> String?
    /// True when `other` is of the same type and says the same.
    func isEqual(to other: any SectionPayload) -> Bool
}

public extension SectionPayload {
    func text(ofSupplementary kind: String, item: Int) -> String? { nil }
}

public extension SectionPayload where Self: Equatable {
    func isEqual(to other: any SectionPayload) -> Bool { (other as? Self) == self }
}
