import Foundation

/// `UICollectionViewController`: a view controller whose view is a collection view made with the
/// layout it is given. Declared: lattice presents no view controllers; a fixture's layout is
/// hosted by lattice's own collection view.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController {
    /// `collectionView`: the collection view, made with the layout at `init(collectionViewLayout:)`.
    open var collectionView: UICollectionView!
    /// `collectionViewLayout`: the collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    /// `clearsSelectionOnViewWillAppear`, `installsStandardGestureForInteractiveMovement`: kept.
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = true

    /// `init(collectionViewLayout:)`: a collection view of the screen's size with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(nibName: nil, bundle: nil)
        collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    }
    /// `init?(coder:)`: no storyboards are read; a collection view with a flow layout.
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
        collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    }
}
