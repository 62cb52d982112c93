#if !canImport(Darwin)
import Foundation

/// CoreGraphics' `CGColor`, as far as code outside lattice may expect it once a module named
/// CoreGraphics exists in the build (a package that tests `canImport(CoreGraphics)` takes it to
/// be Apple's; swift-property-based makes colours this way): RGB or grey components and alpha.
/// lattice draws no colours of a layout's choosing.
public final class CGColor: Hashable, Sendable {
    /// Red, green, blue and alpha, or grey and alpha.
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif
