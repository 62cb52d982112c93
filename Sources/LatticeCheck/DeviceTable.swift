import LatticeLayout

/// The devices `lattice check --sizes` knows, each with its screen in points, its screen scale
/// and the safe area a full-screen collection view gets, in both orientations.
///
/// Points and scale: Apple's Human Interface Guidelines, Layout, "iOS, iPadOS device screen
/// sizes" (https://developer.apple.com/design/human-interface-guidelines/layout#Specifications):
/// iPhone SE (2nd and 3rd generation) 375 x 667 @2x, iPhone 15 393 x 852 @3x, iPhone 15 Pro Max
/// 430 x 932 @3x, iPad mini (6th generation) 744 x 1133 @2x, iPad Pro 13-inch (M4) 1032 x 1376 @2x.
///
/// Safe areas: the HIG table gives none; these are the `safeAreaInsets` of a full-screen view in
/// Xcode's simulators for these devices (status bar shown in portrait): a home-button iPhone has
/// the 20-point status bar in portrait and nothing in landscape; the Dynamic Island iPhones 59 on
/// top and the 34-point home indicator in portrait, 59 on each side and 21 at the bottom in
/// landscape; the iPads 24 on top (status bar) and 20 at the bottom (home indicator).
public enum DeviceTable {
    /// One device: its name, the slug `--sizes` takes, its portrait screen, scale and safe areas.
    public struct Device: Hashable, Sendable {
        public var name: String
        public var slug: String
        /// Portrait width x height, points.
        public var portrait: Size
        public var screenScale: Double
        public var portraitSafeArea: EdgeInsets
        public var landscapeSafeArea: EdgeInsets

        /// The device in portrait, then in landscape (the sides swapped).
        public var sizes: [CheckSize] {
            [CheckSize(name: "\(name) portrait", viewport: portrait, screenScale: screenScale, safeAreaInsets: portraitSafeArea),
             CheckSize(name: "\(name) landscape", viewport: Size(width: portrait.height, height: portrait.width),
                       screenScale: screenScale, safeAreaInsets: landscapeSafeArea)]
        }
    }

    public static let devices: [Device] = [
        Device(name: "iPhone SE", slug: "iphone-se", portrait: Size(width: 375, height: 667), screenScale: 2,
               portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero),
        Device(name: "iPhone 15", slug: "iphone-15", portrait: Size(width: 393, height: 852), screenScale: 3,
               portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59)),
        Device(name: "iPhone 15 Pro Max", slug: "iphone-15-pro-max", portrait: Size(width: 430, height: 932), screenScale: 3,
               portraitSafeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59)),
        Device(name: "iPad mini", slug: "ipad-mini", portrait: Size(width: 744, height: 1133), screenScale: 2,
               portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20)),
        Device(name: "iPad Pro 13", slug: "ipad-pro-13", portrait: Size(width: 1032, height: 1376), screenScale: 2,
               portraitSafeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// Every device in both orientations: the ten sizes of `--sizes all`.
    public static var allSizes: [CheckSize] { devices.flatMap(\.sizes) }

    /// The sizes `word` names: a slug gives both orientations, `SLUG-portrait` and
    /// `SLUG-landscape` one; nil when it names no device.
    public static func sizes(named word: String) -> [CheckSize]? {
        for d in devices {
            if word == d.slug { return d.sizes }
            if word == d.slug + "-portrait" { return [d.sizes[0]] }
            if word == d.slug + "-landscape" { return [d.sizes[1]] }
        }
        return nil
    }
}
