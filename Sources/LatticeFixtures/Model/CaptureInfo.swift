import LatticeLayout

/// `capture:` of a snapshot fixture written by `LatticeCapture` (FixtureFormat §9a, "Captures"):
/// what the capture saw of the collection view and its layout, carried for people and for
/// `import --infer`. Every field is optional; lattice checks their types and otherwise only
/// carries them.
public struct CaptureInfo: Sendable, Equatable {
    /// `tool`: what wrote the capture (`"LatticeCapture 1"`).
    public var tool: String?
    /// `layoutClass`: the layout's class name, as `String(describing: type(of: layout))` gives it.
    public var layoutClass: String?
    /// `adjustedContentInset`: the collection view's `adjustedContentInset` when captured.
    public var adjustedContentInset: EdgeInsets?
    /// `settings`: the layout's properties under their UIKit / IGListKit / FSQ / SW names, in
    /// the order written; names lattice does not know are kept.
    public var settings: [CaptureSetting] = []
    /// `sampledOffsets`: how many offsets the tracks were sampled at.
    public var sampledOffsets: Int?
    /// `truncated`: the sample cap stopped the sampling before the content's end.
    public var truncated: Bool?

    public init() {}

    /// The setting named `name`, if the capture has it.
    public func setting(_ name: String) -> CaptureSetting.Value? { settings.first { $0.name == name }?.value }
}

/// One entry of `capture.settings`: a layout property's name and value.
public struct CaptureSetting: Sendable, Equatable {
    /// A property's value: a number, a boolean, text, a `CGSize` or a `UIEdgeInsets`.
    public enum Value: Sendable, Equatable {
        case number(Double)
        case bool(Bool)
        case text(String)
        case size(Size)
        case insets(EdgeInsets)
    }
    public var name: String
    public var value: Value
    public init(name: String, value: Value) { self.name = name; self.value = value }
}
