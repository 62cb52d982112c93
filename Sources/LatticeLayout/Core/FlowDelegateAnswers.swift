/// Which per-section questions of `UICollectionViewDelegateFlowLayout` are answered:
/// `insetForSectionAt`, `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection` and `…FooterInSection`. A fixture records the ones it gives;
/// a hosted layout's delegate answers only those, as an iOS delegate that does not implement a
/// method leaves the layout's own property in charge.
public struct FlowDelegateAnswers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let insets = FlowDelegateAnswers(rawValue: 1 << 0)
    public static let lineSpacing = FlowDelegateAnswers(rawValue: 1 << 1)
    public static let interitemSpacing = FlowDelegateAnswers(rawValue: 1 << 2)
    public static let header = FlowDelegateAnswers(rawValue: 1 << 3)
    public static let footer = FlowDelegateAnswers(rawValue: 1 << 4)
    public static let all: FlowDelegateAnswers = [.insets, .lineSpacing, .interitemSpacing, .header, .footer]
}
