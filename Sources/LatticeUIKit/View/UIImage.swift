import Foundation

/// `UIImage`: declared so that image views written for iOS build; lattice reads no image files,
/// so `UIImage(named:)` gives nil and a made image has zero size.
public final class UIImage: NSObject, @unchecked Sendable {
    /// `size`, `scale`: zero and 1.
    public let size = CGSize.zero
    public let scale: CGFloat = 1
    public override init() { super.init() }
    /// `init?(named:)`: nil (no asset catalogs are read).
    public convenience init?(named name: String) { return nil }
}
