/// IGListCollectionViewLayout's sticky headers as functions of the content offset, for
/// `lattice export --html`: the pin rule's pieces (`HeaderPin.motion(takenAt:)`, ListLayoutRules
/// §6), and the header absent once its section's resting bounds have left the top of the
/// viewport (`o ≥ bounds.maxS`), since the rect query visits only sections whose bounds meet the
/// rect (ListLayoutRules §8): a header pinned at its upper clamp can still overlap the viewport
/// and not be returned.
extension ListLayout {
    /// Section `s`'s header's motion; nil when it is not pinnable or not shown.
    public func headerMotion(section s: Int) -> OffsetMotion? {
        guard let pin = headerPin(section: s), let motion = pin.motion(takenAt: collectionView.bounds.origin.s(laidOutDirection))
        else { return nil }
        return motion.hidden(from: records[s].bounds.maxS(laidOutDirection))
    }
}
