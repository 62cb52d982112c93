import LatticeLayout

/// The compositional layout's moving elements are its pinned boundary items, whatever their
/// kind (`boundaryMotions()`), not only the headers `headerPin(section:)` names.
extension CompositionalLayout {
    public func offsetMotions() -> [ElementMotion] { boundaryMotions() }
}
