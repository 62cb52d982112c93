import UIKit

/// Pages in a horizontal strip, written as iOS libraries often write a layout: the class body
/// holds the state, the overrides live in extensions (which Swift allows on iOS because UIKit's
/// methods are Objective-C), and the page size comes from a view made from a generic view type
/// (`Content(frame:)`), whose own `init(frame:)` adds a border.
final class ExtensionPagesLayout: UICollectionViewFlowLayout {
    var pageSize = CGSize(width: 200, height: 100)
    fileprivate var preparedPasses = 0
}

// MARK: Overrides

extension ExtensionPagesLayout {
    override func prepare() {
        preparedPasses += 1
        let page = Framed<BorderedPageView>(frame: CGRect(origin: .zero, size: pageSize))
        scrollDirection = .horizontal
        itemSize = page.content.bounds.size
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 30)
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange _: CGRect) -> Bool {
        return false
    }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// Holds a view of the type its user chooses, made from the type.
final class Framed<Content: UIView> {
    let content: Content
    init(frame: CGRect) { content = Content(frame: frame) }
}

/// A page view 2 points larger on each side than the frame it is given (its border).
final class BorderedPageView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame.insetBy(dx: -2, dy: -2))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A caption view made only with a title: it declares no `init(frame:)`.
final class PageCaption: UIView {
    let title: String
    init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
