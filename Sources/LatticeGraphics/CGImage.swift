#if !canImport(Darwin)
import Foundation

/// `CGImage`: a bitmap's size; lattice keeps images (a layer's `contents`) and draws them as
/// nothing.
public final class CGImage: @unchecked Sendable {
    /// `width`, `height`: in pixels.
    public let width: Int
    public let height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
}
#endif
