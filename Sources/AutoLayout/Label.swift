import Foundation

/// A view that shows text and sizes itself to it (UIKit's `UILabel`).
///
/// A label with `numberOfLines` other than 1 and an automatic
/// `preferredMaxLayoutWidth` (0) measures in two passes, as UIKit does: it
/// first reports its one-line size, the engine resolves its width, then it
/// reports the height it needs at that width and the engine solves again.
///
/// ```swift
/// let body = Label(text: "A long caption that wraps", font: .systemFont(ofSize: 17))
/// body.numberOfLines = 0
/// ```
open class Label: View, WidthDependentContent {
    /// The text shown, nil by default (nil and "" both measure as empty). Setting it replaces
    /// any `attributedText`; changing it invalidates the intrinsic size.
    /// e.g. `title.text = "Inbox"`
    public var text: String? {
        get { content.text }
        set {
            guard content != .plain(newValue) else { return }
            content = .plain(newValue)
            contentDidChange()
        }
    }
    /// The text with runs in their own fonts (`.font` attributes; text without one is in
    /// `font`). Setting it sets `text` to its string; reading it after setting `text` gives
    /// that text in `font`, as UIKit does.
    ///
    /// ```swift
    /// let text = NSMutableAttributedString(string: "Price ", attributes: [.font: Font.systemFont(ofSize: 15)])
    /// text.append(NSAttributedString(string: "$9", attributes: [.font: Font.boldSystemFont(ofSize: 15)]))
    /// price.attributedText = text
    /// ```
    public var attributedText: NSAttributedString? {
        get {
            switch content {
            case .plain(let text): text.map { NSAttributedString(string: $0, attributes: [.font: font]) }
            case .attributed(let text): text
            }
        }
        set {
            let new: Content = newValue.map { .attributed(NSAttributedString(attributedString: $0)) } ?? .plain(nil)
            guard content != new else { return }
            content = new
            contentDidChange()
        }
    }
    /// The font that measures and draws the text; changing it invalidates the intrinsic size and baselines.
    /// e.g. `title.font = .preferredFont(forTextStyle: .headline)`
    public var font: Font {
        didSet {
            guard font != oldValue || font.textStyle != oldValue.textStyle else { return }
            fontDidChange()
        }
    }
    /// How lines sit across the label's width (default `.natural`: left, or right in a
    /// right-to-left layout). Layout ignores it; the renderer draws with it.
    /// e.g. `price.textAlignment = .right`
    public var textAlignment: TextAlignment = .natural
    /// Whether a Dynamic Type font (from `Font.preferredFont(forTextStyle:)`) follows the
    /// screen's `preferredContentSizeCategory` (default false: it keeps its size, as in UIKit).
    ///
    /// ```swift
    /// body.font = .preferredFont(forTextStyle: .body)
    /// body.adjustsFontForContentSizeCategory = true
    /// root.screen.preferredContentSizeCategory = .extraExtraLarge   // body now measures at 21 pt
    /// ```
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue, font.textStyle != nil { fontDidChange() } }
    }

    /// Plain text or attributed text.
    private enum Content: Equatable {
        case plain(String?)
        case attributed(NSAttributedString)

        var text: String? {
            switch self {
            case .plain(let text): text
            case .attributed(let text): text.string
            }
        }
    }

    private var content: Content

    /// The font the label measures and draws in: `font`, or, when it adjusts to the content
    /// size category and `font` has a text style, that style at its screen's category.
    /// e.g. `body.effectiveFont.pointSize   // 21 at xxLarge for a body label that adjusts`
    public var effectiveFont: Font {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return font }
        return Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }
    /// The most lines shown; 0 means no limit. Default 1.
    /// e.g. `body.numberOfLines = 0   // wrap to as many lines as the text needs`
    public var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            if (oldValue != 1) != (numberOfLines != 1) { widthPassDidChange() }
            contentDidChange()
        }
    }
    /// How the last line that fits ends when the text does not fit (default: truncating the tail).
    /// e.g. `title.lineBreakMode = .byTruncatingMiddle`
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }
    /// The wrap width for the intrinsic size; 0 (the default) means the width layout gives.
    /// e.g. `body.preferredMaxLayoutWidth = 280`
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            if (oldValue <= 0) != (preferredMaxLayoutWidth <= 0) { widthPassDidChange() }
            contentDidChange()
        }
    }

    /// The colour the text is drawn in (default black); layout ignores it.
    ///
    /// ```swift
    /// price.textColor = .orange
    /// ```
    public var textColor: Color = .black

    var layoutWidthHint: CGFloat?
    /// Sizes measured for the current content, by wrap width (infinity for
    /// the first pass) and scale: a label lays out its text once per width,
    /// however many passes and fitting queries ask. Content changes clear it.
    /// The last one is kept in line, the others in a table: a one-line
    /// label measures at one width only, and then has no table.
    private var lastMeasured: (key: MeasureKey, size: CGSize)?
    private var measured: [MeasureKey: CGSize] = [:]

    private struct MeasureKey: Hashable {
        let width: CGFloat
        let scale: CGFloat
        let fontSize: CGFloat
    }

    /// A label showing `text` in `font` (the system font at 17 points by default), on one line.
    ///
    /// ```swift
    /// let title = Label(text: "Hummingbird", font: .preferredFont(forTextStyle: .headline))
    /// title.translatesAutoresizingMaskIntoConstraints = false
    /// title.intrinsicContentSize   // the text's one-line size
    /// ```
    public init(text: String? = nil, font: Font = .systemFont(ofSize: 17)) {
        self.content = .plain(text)
        self.font = font
        super.init(frame: .zero)
    }

    /// A label from an archive: there are none to decode here, so this returns nil
    /// (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    var needsWidthPass: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override var widthDependentContent: (any WidthDependentContent)? { self }

    /// The text laid out at `width` (unlimited when nil), with the label's line rules, its lines
    /// placed by `textAlignment` (`.natural` as right in a right-to-left layout).
    /// e.g. `body.textLayout(width: 280).lines.count   // the lines the label shows at 280 points`
    public func textLayout(width: CGFloat? = nil) -> TextLayout {
        let alignment = textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? .right : textAlignment
        return textLayout(width: width ?? .infinity, scale: contentScaleFactor, font: effectiveFont, alignment: alignment)
    }

    /// The text laid out; sizes do not depend on `alignment`, so measuring leaves it left.
    private func textLayout(
        width: CGFloat, scale: CGFloat, font: Font, alignment: TextAlignment = .left, numberOfLines: Int? = nil,
        lineBreakMode: LineBreakMode? = nil
    ) -> TextLayout {
        let lines = numberOfLines ?? self.numberOfLines, mode = lineBreakMode ?? self.lineBreakMode
        switch content {
        case .attributed(let text):
            return TextLayout(attributedText: text, font: font, maxWidth: width, numberOfLines: lines,
                              lineBreakMode: mode, alignment: alignment, scale: scale)
        case .plain(let text):
            return TextLayout(text: text ?? "", font: font, maxWidth: width, numberOfLines: lines,
                              lineBreakMode: mode, alignment: alignment, scale: scale)
        }
    }

    /// The size of the text: one line unless it wraps at `preferredMaxLayoutWidth`
    /// or, in the second pass, at the width the layout gave it.
    override open var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? 0 : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidthHint ?? .infinity
        // The scale is looked up once (up to the view that sets the screen).
        let scale = contentScaleFactor
        let font = effectiveFont
        let key = MeasureKey(width: width, scale: scale, fontSize: font.pointSize)
        if let last = lastMeasured, last.key == key { return last.size }
        if let size = measured[key] { return size }
        let size = measure(scale: scale, font: font)
        // A few widths at most are live (the first pass, the resolved width,
        // a rotation); more means widths that will not come back.
        if measured.count >= 7 { measured.removeAll() }
        if let last = lastMeasured { measured[last.key] = last.size }
        lastMeasured = (key, size)
        return size
    }

    /// The intrinsic size on the grid of `scale`, measured (see `intrinsicContentSize`).
    private func measure(scale: CGFloat, font: Font) -> CGSize {
        if numberOfLines == 1 {
            return textLayout(width: .infinity, scale: scale, font: font, numberOfLines: 1, lineBreakMode: .byClipping).size
        }
        if preferredMaxLayoutWidth > 0 { return textLayout(width: preferredMaxLayoutWidth, scale: scale, font: font).size }
        guard let width = layoutWidthHint else {
            // First pass: the unwrapped width and the first line's height, from one layout.
            let unwrapped = textLayout(width: .infinity, scale: scale, font: font)
            guard let first = unwrapped.lines.first else { return CGSize(width: unwrapped.size.width, height: 0) }
            return CGSize(width: unwrapped.size.width, height: onGrid(first.height, scale: scale))
        }
        return textLayout(width: width, scale: scale, font: font).size
    }

    /// A height on the pixel grid of `scale`, as `TextLayout` rounds it.
    private func onGrid(_ height: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = scale.isFinite && scale > 0 ? Double(scale) : 1
        return CGFloat((Double(height) * scale).rounded(.up) / scale)
    }

    /// The text's size (UIKit's `UILabel`): one line, or wrapped at `size.width` up to
    /// `numberOfLines` when the label has more than one line and the width is positive.
    /// e.g. `body.sizeThatFits(CGSize(width: 200, height: 0))   // the wrapped text's size`
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .infinity
        if content.text?.isEmpty ?? true { return .zero }
        return textLayout(width: width, scale: contentScaleFactor, font: effectiveFont).size
    }

    /// The ascender: the first baseline below the top of the text.
    override open var firstBaselineOffsetFromTop: CGFloat? { effectiveFont.ascender }
    /// The descender below the last baseline.
    override open var lastBaselineOffsetFromBottom: CGFloat? { -effectiveFont.descender }

    /// Called for each view under one whose screen was set: a label whose font follows the
    /// content size category re-measures (its font may have changed).
    override func screenDidChange() {
        super.screenDidChange()
        if adjustsFontForContentSizeCategory, font.textStyle != nil { fontDidChange() }
    }

    private func fontDidChange() {
        contentDidChange()
        rootView.engine?.baselinesDidChange(self)
    }

    /// Tells the engine that `needsWidthPass` may have changed: its list of
    /// labels that measure in two passes is out of date.
    private func widthPassDidChange() {
        rootView.engine?.subviewsDidChange()
    }

    private func contentDidChange() {
        layoutWidthHint = nil
        lastMeasured = nil
        measured.removeAll(keepingCapacity: true)
        invalidateIntrinsicContentSize()
    }
}

/// An image's size, for image views (the pixels themselves are not needed for layout).
/// e.g. `let photo = Image(size: CGSize(width: 320, height: 240), name: "photo")`
public struct Image: Hashable, Sendable {
    /// The image's size in points: an image view's intrinsic size.
    /// e.g. `ImageView(image: photo).intrinsicContentSize == photo.size   // true`
    public var size: CGSize
    /// A name shown in drawings and traces.
    /// e.g. `Image(size: CGSize(width: 40, height: 40), name: "avatar").name   // "avatar"`
    public var name: String
    /// An image of this size.
    ///
    /// ```swift
    /// let photo = Image(size: CGSize(width: 320, height: 240), name: "photo")
    /// ```
    public init(size: CGSize, name: String = "image") {
        self.size = size
        self.name = name
    }
}

/// A view that shows an image; its intrinsic size is the image's (UIKit's `UIImageView`).
///
/// ```swift
/// let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
/// ```
open class ImageView: View {
    /// The image shown; nil gives no intrinsic size.
    /// e.g. `avatar.image = Image(size: CGSize(width: 40, height: 40))`
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }

    /// An image view sized by `image`.
    ///
    /// ```swift
    /// let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
    /// ```
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view from an archive: there are none to decode here, so this returns nil
    /// (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size, or zero without one (UIKit's `UIImageView`).
    /// e.g. `avatar.sizeToFit()   // avatar.frame.size == avatar.image!.size`
    override open func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

/// A titled control; its intrinsic size is the title's one-line size plus
/// its content insets (UIKit's `UIButton` with `contentEdgeInsets`).
///
/// ```swift
/// let follow = Button(title: "Follow")
/// follow.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
/// ```
open class Button: View {
    /// The title shown on one line.
    /// e.g. `follow.title = "Following"`
    public var title: String { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font of the title.
    /// e.g. `follow.titleFont = .systemFont(ofSize: 13)`
    public var titleFont: Font { didSet { if titleFont != oldValue { invalidateIntrinsicContentSize() } } }
    /// Space added around the title to make the intrinsic size.
    /// e.g. `follow.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)`
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A button titled `title` in `font` (the system font at 15 points by default).
    ///
    /// ```swift
    /// let follow = Button(title: "Follow", font: .systemFont(ofSize: 15))
    /// ```
    public init(title: String = "", font: Font = .systemFont(ofSize: 15)) {
        self.title = title
        self.titleFont = font
        super.init(frame: .zero)
    }

    /// A button from an archive: there are none to decode here, so this returns nil
    /// (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    override open var intrinsicContentSize: CGSize {
        let text = TextLayout(text: title, font: titleFont, numberOfLines: 1, scale: contentScaleFactor).size
        let height = max(text.height, titleFont.lineHeight.rounded(.up))
        return CGSize(
            width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The title's size with the content insets (the intrinsic size), as UIKit's button returns.
    /// e.g. `follow.sizeToFit()`
    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
