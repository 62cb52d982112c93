import Foundation

/// UIKit's image context functions, declared so that snapshot helpers build; inert. lattice
/// renders no views into images: beginning and ending a context do nothing and the context's
/// image is nil (UIKit's answer when no context is current).

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: does nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
/// `UIGraphicsGetImageFromCurrentImageContext()`: nil.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
/// `UIGraphicsEndImageContext()`: does nothing.
public func UIGraphicsEndImageContext() {}
