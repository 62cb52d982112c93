import Foundation

/// `UILabel`: declared so that cells and views written for iOS build; inert. The terminal shows
/// each element's fixture label, not a label view's text, so `text` and the styling are kept as
/// set and drawn as nothing; `sizeThatFits(_:)` is UIView's (the current size: no text is
/// measured).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// `text`, `attributedText`: kept as set (setting one sets the other's string, as UIKit).
    open var text: String? {
        get { storedText }
        set { storedText = newValue; storedAttributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set { storedAttributedText = newValue; storedText = newValue?.string }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// `font`: the system font at 17 points until set, as UIKit's.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// `textColor`: black until set.
    open var textColor: UIColor! = .black
    /// `highlightedTextColor`, `isHighlighted`, `isEnabled`: kept as set.
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true
    /// `textAlignment`: `.natural` until set.
    open var textAlignment: NSTextAlignment = .natural
    /// `numberOfLines`: 1 until set.
    open var numberOfLines = 1
    /// `lineBreakMode`: `.byTruncatingTail` until set.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// `adjustsFontSizeToFitWidth`, `minimumScaleFactor`, `preferredMaxLayoutWidth`: kept as set.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
}
