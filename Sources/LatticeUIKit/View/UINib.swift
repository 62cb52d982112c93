import Foundation

/// `UINib`: a nib by name, kept for `register(_:forCellWithReuseIdentifier:)`; lattice loads no
/// nibs (cells have no content views: lattice draws each item from its attributes).
public final class UINib: NSObject, @unchecked Sendable {
    /// The nib's name.
    public let name: String
    init(name: String) { self.name = name }
    /// `UINib(nibName:bundle:)`.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init(name: name) }
    /// `instantiate(withOwner:options:)`: no objects (nothing is loaded).
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}
