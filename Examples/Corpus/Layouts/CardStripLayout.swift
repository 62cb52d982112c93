import UIKit

/// A horizontal strip of cards, one section: each card is the collection view's height less the
/// insets, and as wide as a page shows them (one card on a phone, two on an iPad, read from
/// `UIDevice.current.userInterfaceIdiom`). Written as a storyboard-ready layout is: a designated
/// initialiser with its settings and the `required init?(coder:)` UIKit's NSCoding asks of it,
/// `collectionView` overridden as non-optional (the layout is only ever used inside one), its
/// own invalidation context, and a card cell overriding what cells override.
final class CardStripLayout: UICollectionViewLayout {
    let inset: CGFloat
    let spacing: CGFloat
    private var frames: [CGRect] = []
    private var contentWidth: CGFloat = 0

    init(inset: CGFloat = 16, spacing: CGFloat = 8) {
        self.inset = inset
        self.spacing = spacing
        super.init()
        register(CardShadowView.self, forDecorationViewOfKind: CardShadowView.kind)
    }

    required init?(coder: NSCoder) {
        inset = 16
        spacing = 8
        super.init(coder: coder)
    }

    override var collectionView: UICollectionView {
        super.collectionView!
    }

    override class var invalidationContextClass: AnyClass { CardStripInvalidationContext.self }

    var cardsPerPage: Int { UIDevice.current.userInterfaceIdiom == .pad ? 2 : 1 }

    override func prepare() {
        super.prepare()
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let perPage = CGFloat(cardsPerPage)
        let width = (collectionView.bounds.width - 2 * inset - (perPage - 1) * spacing) / perPage
        let height = collectionView.bounds.height - 2 * inset
        frames = (0..<count).map { index in
            CGRect(x: inset + CGFloat(index) * (width + spacing), y: inset, width: width, height: height)
        }
        contentWidth = (frames.last?.maxX ?? 0) + inset
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: collectionView.bounds.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { index in
            frames[index].intersects(rect) ? layoutAttributesForItem(at: IndexPath(item: index, section: 0)) : nil
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView.bounds.size
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CardStripInvalidationContext)?.sizeChanged = newBounds.size != collectionView.bounds.size
        return context
    }
}

/// The strip's invalidation context: says whether the bounds' size changed.
final class CardStripInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var sizeChanged: Bool

    override init() {
        sizeChanged = false
        super.init()
    }
}

/// The card shadow decoration view the strip registers (never made here: the strip places none).
final class CardShadowView: UICollectionReusableView {
    static let kind = "card-shadow"
}

/// The strip's cell: a title in the system font, highlighted when touched, reset for reuse.
final class CardCell: UICollectionViewCell {
    let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    private let badge = UIView()
    private(set) var appliedFrames = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.tag = 7
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 12),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        appliedFrames = 0
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedFrames += 1
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.viewWithTag(7)?.layer.cornerRadius = 6
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -4, dy: -4).contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        isHighlighted = true
    }
}
