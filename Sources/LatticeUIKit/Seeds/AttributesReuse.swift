/// When the engine-backed layouts may refill an attributes object of their last answer in place
/// instead of making a new one, as UIKit layouts cache theirs (see `EngineBacking`): only when
/// nothing but the layout holds it, so that an object a caller kept never changes.
///
/// Swift's `isKnownUniquelyReferenced` tells that for native Swift objects, which is what
/// `UICollectionViewLayoutAttributes` (an `NSObject` subclass) is on Linux. On Darwin an
/// `NSObject` subclass is an Objective-C object, for which the function always answers false, so
/// there every answer is made of new objects: correct, only without the reuse that `lattice bench`
/// measures on Linux. Written out here so that the difference is visible in one place
/// (UIKitDifferences).
enum AttributesReuse {
    @inline(__always)
    static func mayRefill(_ object: inout UICollectionViewLayoutAttributes) -> Bool {
        #if canImport(ObjectiveC)
        return false
        #else
        return isKnownUniquelyReferenced(&object)   // portability: allow (native Swift objects only, see above)
        #endif
    }
}
