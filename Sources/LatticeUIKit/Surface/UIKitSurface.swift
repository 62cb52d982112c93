/// The UIKit, CoreGraphics and QuartzCore members a layout file may touch beyond the collection
/// view layout's own API, and what lattice does with each: the one list the "Members a layout
/// touches" article's table (<doc:InertMembers>), `docs/uikit-surface.tsv` (which the wild-corpus
/// census reads) and the build's "nothing declares this" report come from. A test checks that
/// the article and the TSV are this list.
package enum UIKitSurface {
    /// What lattice does with a member.
    package enum Status: String, Sendable, CaseIterable {
        /// Implemented from what the collection view and the fixture say.
        case modelled
        /// Declared with UIKit's signature; kept as set or a constant, drawn as nothing.
        case inert
        /// Not declared: a program using it does not build (the report says why).
        case absent
    }

    /// One member: its UIKit name (`Type.member(labels:)`), its status and what it gives here.
    package struct Member: Sendable {
        package var name: String
        package var status: Status
        package var answer: String
    }

    package static let members: [Member] = [
        // The collection view, from the layout's own attributes and the fixture.
        .init(name: "UICollectionView.indexPathForItem(at:)", status: .modelled, answer: "the topmost cell the layout places over the point (its `layoutAttributesForElements(in:)`), else nil"),
        .init(name: "UICollectionView.indexPathsForVisibleItems", status: .modelled, answer: "the items whose layout frames meet the bounds, in index-path order"),
        .init(name: "UICollectionView.visibleCells", status: .modelled, answer: "a cell per visible item, placed by the layout's attributes"),
        .init(name: "UICollectionView.cellForItem(at:)", status: .modelled, answer: "the item's cell when it is in view (frame, transform, alpha from the layout), else nil"),
        .init(name: "UICollectionView.indexPath(for:)", status: .modelled, answer: "the item of a cell `cellForItem(at:)` or `visibleCells` gave"),
        .init(name: "UIView.layoutMargins", status: .modelled, answer: "the fixture's `layoutMargins:` on the collection view (8 on each side when left out); as set on other views"),
        .init(name: "UIView.directionalLayoutMargins", status: .modelled, answer: "`layoutMargins` with leading and trailing for the layout direction"),
        .init(name: "UIView.safeAreaInsets", status: .modelled, answer: "the fixture's `safeAreaInsets:`"),
        .init(name: "UIView.traitCollection", status: .modelled, answer: "scale, size classes (from the size or the fixture's `traits:`), layout direction, content size category"),
        .init(name: "UITraitCollection.preferredContentSizeCategory", status: .modelled, answer: "the fixture's `traits.contentSizeCategory` (`.large` when left out)"),
        .init(name: "UIApplication.shared.userInterfaceLayoutDirection", status: .modelled, answer: "the fixture's `layoutDirection:`"),
        .init(name: "UIApplication.shared.preferredContentSizeCategory", status: .modelled, answer: "the fixture's `traits.contentSizeCategory`; a change posts `UIContentSizeCategory.didChangeNotification`"),
        .init(name: "UIContentSizeCategory", status: .modelled, answer: "UIKit's thirteen categories, ordered, with `isAccessibilityCategory`"),
        .init(name: "NotificationCenter.addObserver(_:selector:name:object:)", status: .modelled, answer: "calls the observer's method by name (the port's `#selector`) for each notification posted"),
        .init(name: "UIScreen.main.bounds", status: .modelled, answer: "the fixture's viewport, then the viewer's after each resize (390 x 844 until a fixture is hosted)"),
        .init(name: "UIView.userInterfaceLayoutDirection(for:)", status: .modelled, answer: "the forced direction of the attribute, else the app's"),
        .init(name: "CGRect.intersects(_:)", status: .modelled, answer: "Darwin's meaning: rectangles that only touch, and empty or null ones, do not intersect"),
        .init(name: "UICollectionView.scrollToItem(at:at:animated:)", status: .modelled, answer: "moves the content offset to put the item's layout frame where the `ScrollPosition` says, within the scrollable range"),
        .init(name: "UICollectionView.ScrollPosition", status: .modelled, answer: "UIKit's six positions (`top`, `centeredVertically`, `bottom`, `left`, `centeredHorizontally`, `right`)"),
        .init(name: "UIScrollView.contentSize", status: .modelled, answer: "the layout's `collectionViewContentSize`; settable, a size set is shown until the next layout pass, which sets the layout's again"),
        .init(name: "UIDevice.current.userInterfaceIdiom", status: .modelled, answer: "`.pad` when the screen (the fixture's viewport) is regular both ways, else `.phone`"),
        .init(name: "UIDevice.current.orientation", status: .modelled, answer: "`.landscapeLeft` when the screen is wider than tall, else `.portrait`"),
        .init(name: "UIDevice.orientationDidChangeNotification", status: .modelled, answer: "posted when `UIScreen.main.bounds` flips between portrait and landscape, as a viewer resize that turns a hosted layout's viewport does"),
        .init(name: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)", status: .modelled, answer: "runs on the media clock of the host that scheduled it (the viewer's ticks): sends the selector to the target, with the timer, at the first frame at or after each fire date, every interval when repeating (missed fire dates skipped), once otherwise; `invalidate()` stops it; `userInfo` as given; not isolated, as Foundation's (callable from code that is not main-actor isolated, on the main thread)"),
        .init(name: "UIView.viewWithTag(_:)", status: .modelled, answer: "the view or its first subview, depth first, with that `tag`"),
        .init(name: "UIView.point(inside:with:)", status: .modelled, answer: "whether the point is in the view's bounds"),
        .init(name: "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)", status: .modelled, answer: "the provider's frames, relative to the group, one item each; asked once per layout pass (its `zIndex` is not kept)"),
        .init(name: "UIView.convert(_:to:)", status: .modelled, answer: "a point or rectangle moved through the frames and bounds (content offsets) of the superview chains; also `convert(_:from:)`; transforms not applied"),
        // Declared and inert.
        .init(name: "UIViewControllerAnimatedTransitioning", status: .inert, answer: "declared, with `UIViewControllerContextTransitioning` and its keys; never asked (no view controllers are presented)"),
        .init(name: "UIView.snapshotView(afterScreenUpdates:)", status: .inert, answer: "a plain view with the view's frame"),
        .init(name: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)", status: .inert, answer: "the changes (each `addKeyframe`'s) apply at once; `completion` gets `true`"),
        .init(name: "UICollectionViewLayout.prepareForTransition(from:)", status: .inert, answer: "never called (no layout switches); also `prepareForTransition(to:)`, `finalizeLayoutTransition()`"),
        .init(name: "UIGestureRecognizer.delaysTouchesBegan", status: .inert, answer: "kept as set; also `delaysTouchesEnded`"),
        .init(name: "NSCollectionLayoutSection.contentInsetsReference", status: .inert, answer: "kept as set; insets are measured from the content area whatever the reference"),
        .init(name: "UIViewController", status: .inert, answer: "declared (`view`, `title`, `children` kept by `addChild(_:)`, the appearance methods, never called); also `UIPageViewController`'s enums"),
        .init(name: "UIDevice.current.model", status: .inert, answer: "`iPad` or `iPhone` by the idiom; `systemName` `iOS`, `systemVersion` `17.0`"),
        .init(name: "UICollectionViewLayout.init(coder:)", status: .inert, answer: "required, as in UIKit: made as by `init()` (no storyboards or nibs are read); the compositional layout gives nil"),
        .init(name: "UICollectionViewLayout.awakeFromNib()", status: .inert, answer: "never called (no nibs); also on `UIView`"),
        .init(name: "UICollectionView.register(_:forCellWithReuseIdentifier:)", status: .inert, answer: "kept by identifier (a class or a `UINib`); no views are made from it, and likewise for supplementary views"),
        .init(name: "UINib", status: .inert, answer: "kept by name; `instantiate(withOwner:options:)` gives no objects"),
        .init(name: "UIFont", status: .inert, answer: "name and point size kept (`systemFont(ofSize:weight:)`, `preferredFont(forTextStyle:)` at the content size category's size, HIG Dynamic Type table); no text is laid out"),
        .init(name: "NSLayoutConstraint", status: .inert, answer: "kept with its constant, multiplier, priority and `isActive`; never solved (frames come from the layout's attributes)"),
        .init(name: "NSLayoutAnchor", status: .inert, answer: "the view's anchors (`topAnchor`, …, `widthAnchor`) make constraints that are kept, never solved"),
        .init(name: "UILayoutGuide", status: .inert, answer: "`layoutMarginsGuide`, `safeAreaLayoutGuide`: anchors kept; `layoutFrame` the bounds inset by the margins or safe area"),
        .init(name: "UILayoutPriority", status: .inert, answer: "UIKit's values (1000, 750, 250, …)"),
        .init(name: "UIView.updateConstraints()", status: .inert, answer: "never called; also `setNeedsUpdateConstraints()`, `translatesAutoresizingMaskIntoConstraints` (kept), `requiresConstraintBasedLayout` (false)"),
        .init(name: "UIView.autoresizingMask", status: .inert, answer: "kept as set (no subviews are resized)"),
        .init(name: "UIView.layoutIfNeeded()", status: .inert, answer: "does nothing on a plain view; a collection view runs its layout pass"),
        .init(name: "UIResponder.touchesBegan(_:with:)", status: .inert, answer: "never called (no touches); also `touchesMoved`, `touchesEnded`, `touchesCancelled`, with `UITouch` and `UIEvent` declared"),
        .init(name: "UIApplication.didReceiveMemoryWarningNotification", status: .inert, answer: "never posted; nor are the app's activation and background notifications"),
        .init(name: "UIView.frame", status: .inert, answer: "kept as set (the collection view's: its size)"),
        .init(name: "UIView.bounds", status: .inert, answer: "kept as set (the collection view's: content offset and size)"),
        .init(name: "UIView.center", status: .inert, answer: "the frame's middle; setting it moves the frame"),
        .init(name: "UIView.transform", status: .inert, answer: "kept as set; changes no frame lattice draws"),
        .init(name: "UIView.alpha", status: .inert, answer: "kept as set"),
        .init(name: "UIView.isHidden", status: .inert, answer: "kept as set"),
        .init(name: "UIView.backgroundColor", status: .inert, answer: "kept as set; lattice draws its own colours"),
        .init(name: "UIView.layer", status: .inert, answer: "a `CALayer` kept with the view, drawn as nothing"),
        .init(name: "UIView.addSubview(_:)", status: .inert, answer: "kept in `subviews`, drawn as nothing"),
        .init(name: "UIView.superview", status: .inert, answer: "the view `addSubview(_:)` added it to; also `removeFromSuperview()`"),
        .init(name: "UIView.addGestureRecognizer(_:)", status: .inert, answer: "kept in `gestureRecognizers`; no touches"),
        .init(name: "UIView.setNeedsLayout()", status: .inert, answer: "does nothing (no subviews to lay out)"),
        .init(name: "UICollectionReusableView.apply(_:)", status: .inert, answer: "keeps the attributes' frame, transform, alpha and hidden state"),
        .init(name: "UICollectionViewCell.contentView", status: .inert, answer: "an empty view (the fixture's label is drawn by lattice)"),
        .init(name: "UIScrollView.panGestureRecognizer", status: .inert, answer: "a recognizer in state `.possible`, zero translation and velocity"),
        .init(name: "UIScrollView.refreshControl", status: .inert, answer: "kept as set, never shown"),
        .init(name: "UIScrollView.isDragging", status: .inert, answer: "false (no touches); also `isTracking`, `isDecelerating`"),
        .init(name: "UIGestureRecognizer.init(target:action:)", status: .inert, answer: "kept; its action is sent only by `latticeSendActions()`"),
        .init(name: "UIGestureRecognizerDelegate", status: .inert, answer: "kept as a recognizer's delegate, never asked"),
        .init(name: "UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)", status: .inert, answer: "a new context; never asked (cells do not size themselves here), as is `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` (false)"),
        .init(name: "Timer(timeInterval:target:selector:userInfo:repeats:)", status: .inert, answer: "made, not scheduled: `fire()` sends the selector; the media clock does not fire it, as lattice does not see it added to a run loop (`RunLoop.add(_:forMode:)` is Foundation's, on real time); `userInfo` nil"),
        .init(name: "UIControl.addTarget(_:action:for:)", status: .inert, answer: "kept; sent by name on `sendActions(for:)`"),
        .init(name: "UIRefreshControl", status: .inert, answer: "`isRefreshing` as the program sets it"),
        .init(name: "UIColor", status: .inert, answer: "kept where set; lattice draws its own colours"),
        .init(name: "UIBezierPath", status: .inert, answer: "kept as the rectangle it covers (`bounds`, `cgPath`)"),
        .init(name: "CGPath", status: .inert, answer: "kept as its `boundingBox`; also `CGMutablePath`"),
        .init(name: "CALayer", status: .inert, answer: "geometry, opacity, corner radius, sublayers kept, drawn as nothing"),
        .init(name: "CALayer.mask", status: .inert, answer: "kept, drawn as nothing"),
        .init(name: "CAShapeLayer", status: .inert, answer: "path, colours and line width kept, drawn as nothing"),
        // Scroll views of a program's own, transitions and list configurations.
        .init(name: "UIScrollView.contentOffset", status: .modelled, answer: "the bounds origin; setting another one tells the delegate `scrollViewDidScroll(_:)` (a collection view's: the offset lattice scrolls); also `setContentOffset(_:animated:)`, not animated"),
        .init(name: "UIScrollView.delegate", status: .modelled, answer: "a `UIScrollViewDelegate`, told `scrollViewDidScroll(_:)`; a collection view's is its `UICollectionViewDelegate` (set through a `UIScrollView` reference, another delegate sets nil)"),
        .init(name: "UIScrollViewDelegate", status: .modelled, answer: "`scrollViewDidScroll(_:)` called when the offset changes; the dragging and deceleration methods declared, never called (no touches)"),
        .init(name: "UIScrollView.scrollRectToVisible(_:animated:)", status: .modelled, answer: "the least move of the content offset that shows the rectangle, within the scrollable range"),
        .init(name: "UIScrollView.contentInset", status: .modelled, answer: "kept on a scroll view of the program's own; a collection view's is the fixture's and feeds `adjustedContentInset`"),
        .init(name: "UICollectionView.collectionViewLayout", status: .modelled, answer: "settable: `setCollectionViewLayout(_:animated:)` swaps the layout (prepared from scratch), not animated; `completion(true)`"),
        .init(name: "UICollectionViewTransitionLayout", status: .modelled, answer: "each element at `transitionProgress` between the two layouts' attributes (centre, size, alpha), the content size likewise; `updateValue(_:forAnimatedKey:)` kept"),
        .init(name: "UICollectionView.startInteractiveTransition(to:completion:)", status: .modelled, answer: "switches to the delegate's transition layout (by default a `UICollectionViewTransitionLayout`); `finishInteractiveTransition()` takes the next layout, `cancelInteractiveTransition()` the current one; the progress is the program's, never animated"),
        .init(name: "UICollectionViewFlowLayout.prepare()", status: .modelled, answer: "a subclass whose `prepare()` skips `super` is prepared at its first query, as the flow layout lays out on demand"),
        .init(name: "NSCollectionLayoutSection.list(using:layoutEnvironment:)", status: .modelled, answer: "one full-width column of rows of an estimated 44 points (every appearance), header and footer of 44 when `.supplementary`; also `UICollectionViewCompositionalLayout.list(using:)`"),
        .init(name: "UICollectionLayoutListConfiguration", status: .inert, answer: "separators, background colour, header padding and swipe-action providers kept, never drawn or asked"),
        .init(name: "NSCollectionLayoutSection.visibleItemsInvalidationHandler", status: .inert, answer: "kept as set, never called"),
        .init(name: "NSCollectionLayoutSection.orthogonalScrollingProperties", status: .inert, answer: "deceleration rate and bounce kept"),
        .init(name: "NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)", status: .inert, answer: "kept with its anchors (`NSCollectionLayoutAnchor`, `NSDirectionalRectEdge`); supplementary items anchored to items are not laid out"),
        .init(name: "NSCollectionLayoutGroup.visualDescription()", status: .inert, answer: "one line naming the axis, the size and the number of subitems (UIKit draws the group in text)"),
        .init(name: "UICollectionViewController", status: .inert, answer: "made with a collection view of the screen's size and its layout; never presented"),
        .init(name: "Axis", status: .inert, answer: "SwiftUI's `Axis` and `EdgeInsets` (with `NSDirectionalEdgeInsets(_:)`), for files importing SwiftUI"),
        .init(name: "UIView.didMoveToSuperview()", status: .modelled, answer: "called by `addSubview(_:)` and `removeFromSuperview()`, with `willMove(toSuperview:)`; also `insertSubview(_:at:)`"),
        .init(name: "UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)", status: .inert, answer: "no constraints solved: the target size on a `.required` axis, the frame size on the other"),
        .init(name: "UIImage", status: .inert, answer: "an empty image (zero size, no `cgImage`); `init?(named:)` nil; a layer's `contents` kept"),
        .init(name: "UIApplication.beginIgnoringInteractionEvents()", status: .inert, answer: "counted with `endIgnoringInteractionEvents()` (no touches)"),
        .init(name: "NSValue(cgPoint:)", status: .modelled, answer: "Foundation's point value; also `cgSize`, `cgRect` and their `…Value`"),
        .init(name: "CADisplayLink(target:selector:)", status: .modelled, answer: "sends the selector to the target on every frame of the host's media clock once added; `frameInterval` accepted and ignored"),
        // View libraries: views made from their classes, and the views they hold (declared, inert).
        .init(name: "UIView.init(frame:)", status: .modelled, answer: "required, as every view class answers it on iOS: `T(frame:)` for a generic view type and a registered class make the subclass; `lattice port` writes `required` for `override` on an `override init(frame:)` and gives a view class with other initialisers and none taking a frame one that stops the program, as iOS's runtime does"),
        .init(name: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)", status: .modelled, answer: "a cell of the registered class (`init(frame:)`; the base class for a nib), the layout's attributes for the item applied; `cellForItem(at:)` gives it while in view; an unregistered identifier stops the program with UIKit's message; no reuse queue"),
        .init(name: "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)", status: .modelled, answer: "a view of the class registered for the kind and identifier, the layout's attributes for it applied"),
        .init(name: "UICollectionReusableView.reuseIdentifier", status: .modelled, answer: "the identifier the view was dequeued with, else nil"),
        .init(name: "UIView.window", status: .modelled, answer: "the `UIWindow` at the root of the superview chain, else nil (the hosted collection view is in no window)"),
        .init(name: "UIView.willMove(toWindow:)", status: .inert, answer: "never called (no view is shown in a window); also `didMoveToWindow()`"),
        .init(name: "UIView.sizeThatFits(_:)", status: .inert, answer: "the view's current size, UIView's answer (no content is measured); `sizeToFit()` sets that size"),
        .init(name: "UIView.intrinsicContentSize", status: .inert, answer: "`noIntrinsicMetric` (-1) both ways; `invalidateIntrinsicContentSize()` does nothing"),
        .init(name: "UIView.contentMode", status: .inert, answer: "kept as set (`.scaleToFill`); UIKit's thirteen modes"),
        .init(name: "UILabel", status: .inert, answer: "text, attributed text, font (system 17), colour, alignment (`NSTextAlignment`), lines, line break mode (`NSLineBreakMode`) kept as set, drawn as nothing: the terminal shows the fixture's label"),
        .init(name: "UIImageView", status: .inert, answer: "image kept as set, drawn as nothing; `init(image:)` sizes to the image"),
        .init(name: "UIGraphicsBeginImageContextWithOptions(_:_:_:)", status: .inert, answer: "does nothing; `UIGraphicsGetImageFromCurrentImageContext()` gives nil, `UIGraphicsEndImageContext()` does nothing (lattice renders no views into images)"),
        .init(name: "UIView.drawHierarchy(in:afterScreenUpdates:)", status: .inert, answer: "false, UIKit's answer when no image was drawn"),
        .init(name: "UIScreen.nativeBounds", status: .modelled, answer: "the screen's bounds in pixels (`bounds` times `scale`)"),
        .init(name: "UIScrollView.bounces", status: .inert, answer: "kept as set; also `isDirectionalLockEnabled`"),
        .init(name: "CALayer.shadowColor", status: .inert, answer: "kept as set (black until set); `animationKeys()` gives nil"),
        .init(name: "UIStackView", status: .inert, answer: "arranged subviews kept in order (and added as subviews); axis (`NSLayoutConstraint.Axis`), distribution, alignment and spacing kept; nothing is positioned (no Auto Layout is solved)"),
        .init(name: "UIWindow", status: .inert, answer: "kept with its root view controller and level; `makeKeyAndVisible()` makes it key; never shown (the collection view is the one view lattice draws)"),
        // Not declared.
        .init(name: "UICollectionView.dragDelegate", status: .absent, answer: "no drag and drop: lattice has no touches; nor `dropDelegate`"),
        .init(name: "UITableView", status: .absent, answer: "lattice lays out collection views; a table view's rows come from no collection view layout"),
        .init(name: "UIPasteboard", status: .absent, answer: "no pasteboard: lattice reads and writes no clipboard"),
    ]

    /// The line the build's report gives a name nothing declares: this list's answer for an
    /// absent member; for another UIKit-looking name, that LatticeUIKit does not declare it.
    package static func whyMissing(_ name: String) -> String {
        if let m = members.first(where: { $0.status == .absent && (name == $0.name || name.hasPrefix($0.name + ".") || name.hasPrefix($0.name + "(")) }) {
            return "not modelled by lattice: " + m.answer
        }
        let type = name.split(separator: ".").first.map(String.init) ?? name
        let apple = ["UI", "NS", "CA", "CG", "CF"].contains { type.hasPrefix($0) }
        return apple
            ? "not declared by LatticeUIKit, which models what a layout reads from its collection view (see the Members a layout touches article)"
            : "not declared by your sources or by LatticeUIKit"
    }

    /// The article's table (Markdown): member, status, what it gives.
    package static var markdownTable: String {
        var out = "| Member | lattice | What it gives |\n| --- | --- | --- |\n"
        for m in members { out += "| `\(m.name)` | \(m.status.rawValue) | \(m.answer) |\n" }
        return out
    }

    /// `docs/uikit-surface.tsv`: a header, then member, status and answer per line.
    package static var tsv: String {
        "member\tstatus\tanswer\n" + members.map { "\($0.name)\t\($0.status.rawValue)\t\($0.answer)\n" }.joined()
    }
}
