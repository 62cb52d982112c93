// Declaration-only stand-ins, written for this measurement, for the two DifferenceKit protocols
// KarrotListKit's Section and Cell adopt. No DifferenceKit code is here.

public protocol ContentEquatable {
    func isContentEqual(to source: Self) -> Bool
}

public protocol ContentIdentifiable {
    associatedtype DifferenceIdentifier: Hashable
    var differenceIdentifier: DifferenceIdentifier { get }
}

public typealias Differentiable = ContentIdentifiable & ContentEquatable

public protocol DifferentiableSection: Differentiable {
    associatedtype Collection: Swift.Collection where Collection.Element: Differentiable
    var elements: Collection { get }
    init<C: Swift.Collection>(source: Self, elements: C) where C.Element == Collection.Element
}
