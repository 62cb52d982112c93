import UIKit

// Declaration-only stand-ins, written for this measurement, for the names Epoxy's two
// compositional-layout files take from EpoxyCore and the rest of EpoxyCollectionView. They
// declare what the files call and do nothing: no Epoxy code is here.

/// EpoxyCollectionView's collection view, reduced to the one lookup the layout makes.
open class CollectionView: UICollectionView {
    public func section(at index: Int) -> SectionModel? { nil }
}

/// EpoxyCollectionView's section model, reduced to its property storage (the layout file adds
/// `compositionalLayoutSectionProvider` to it).
public struct SectionModel {
    public subscript<Value>(property: EpoxyModelProperty<Value>) -> Value {
        get { property.defaultValue }
        set {}
    }
    public func copy<Value>(updating property: EpoxyModelProperty<Value>, to value: Value) -> Self { self }
}

/// EpoxyCore's model property, reduced to what the files construct.
public struct EpoxyModelProperty<Value> {
    public enum UpdateStrategy { case replace }
    public let defaultValue: Value
    public init<Model>(keyPath: KeyPath<Model, Value>, defaultValue: @autoclosure @escaping () -> Value, updateStrategy: UpdateStrategy) {
        self.defaultValue = defaultValue()
    }
}

/// EpoxyCore's logger, reduced to the call the files make.
public final class EpoxyLogger {
    public static let shared = EpoxyLogger()
    public func assertionFailure(_ message: @autoclosure () -> String) {}
}
