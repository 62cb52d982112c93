/// `layout.swiftLanguageMode`: the Swift language mode a fixture's `sources:` compile in, as an
/// Xcode target's "Swift Language Version" or a podspec's `swift_version` says it: 4, 4.2, 5 (the
/// default, as an iOS app target's) or 6. Written as a number (`swiftLanguageMode: 4.2`); an
/// integer literal in Swift gives the mode of that number.
public enum SwiftLanguageMode: String, Sendable, CaseIterable, ExpressibleByIntegerLiteral {
    case v4 = "4", v4_2 = "4.2", v5 = "5", v6 = "6"

    public init(integerLiteral value: Int) {
        self = Self(rawValue: String(value)) ?? .v5
    }
}
