internal import LatticeLayout

/// The engine's values behind an engine-backed layout's last `layoutAttributesForElements(in:)`
/// answer (see `EngineBacking`), one per slot of the answer array, with the element kinds the
/// layout reports.
///
/// The answer's `UICollectionViewLayoutAttributes` objects (of that class itself; a subclass's
/// objects are filled through their setters at once) copy their values from here when first
/// read or written (`UICollectionViewLayoutAttributes.settle()`), so that a query whose objects
/// nobody reads — the host reads these values instead — fills no object. UIKit's layouts keep
/// their attributes objects between queries too; what a caller sees is the same either way.
final class EngineAnswerValues {
    /// One engine value per slot of the answer, as of the last query.
    @exclusivity(unchecked) var values: [LayoutAttributes] = []
    /// Counts the queries: an object whose fields were filled at an earlier one fills them
    /// again when read.
    @exclusivity(unchecked) var generation = 0
    /// True when some value of the last query is hidden (the host leaves those out).
    @exclusivity(unchecked) var hasHidden = false
}
