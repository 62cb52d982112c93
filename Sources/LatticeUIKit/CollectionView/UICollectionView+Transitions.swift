import Foundation

extension UICollectionView {
    /// `UICollectionView.LayoutInteractiveTransitionCompletion`: called when an interactive
    /// transition ends, with whether it completed and whether it finished (false: cancelled).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// `startInteractiveTransition(to:completion:)`: the collection view switches to the
    /// transition layout its delegate gives (`collectionView(_:transitionLayoutForOldLayout:newLayout:)`,
    /// by default a `UICollectionViewTransitionLayout`) between the current layout and `layout`,
    /// at progress 0, and returns it. The program moves its `transitionProgress`; lattice does
    /// not animate it.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        let from = collectionViewLayout
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: from, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: from, nextLayout: layout)
        transition.interactiveCompletion = completion ?? { _, _ in }
        setCollectionViewLayout(transition, animated: false)
        return transition
    }

    /// `finishInteractiveTransition()`: the collection view takes the transition's `nextLayout`;
    /// the completion gets (true, true). Nothing when no interactive transition is under way.
    public func finishInteractiveTransition() { endInteractiveTransition(finished: true) }

    /// `cancelInteractiveTransition()`: the collection view goes back to the transition's
    /// `currentLayout`; the completion gets (true, false).
    public func cancelInteractiveTransition() { endInteractiveTransition(finished: false) }

    private func endInteractiveTransition(finished: Bool) {
        guard let transition = collectionViewLayout as? UICollectionViewTransitionLayout,
              let completion = transition.interactiveCompletion else { return }
        transition.interactiveCompletion = nil
        setCollectionViewLayout(finished ? transition.nextLayout : transition.currentLayout, animated: false)
        completion(true, finished)
    }
}
