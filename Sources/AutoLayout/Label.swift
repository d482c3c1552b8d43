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
    /// The text shown; changing it invalidates the intrinsic size.
    public var text: String { didSet { if text != oldValue { contentDidChange() } } }
    /// The font that measures and draws the text; changing it invalidates the intrinsic size and baselines.
    public var font: Font {
        didSet {
            guard font != oldValue else { return }
            contentDidChange()
            rootView.engine?.baselinesDidChange(self)
        }
    }
    /// The most lines shown; 0 means no limit. Default 1.
    public var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            if (oldValue != 1) != (numberOfLines != 1) { widthPassDidChange() }
            contentDidChange()
        }
    }
    /// How the last line that fits ends when the text does not fit (default: truncating the tail).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }
    /// The wrap width for the intrinsic size; 0 (the default) means the width layout gives.
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
    private var measured: [MeasureKey: CGSize] = [:]

    private struct MeasureKey: Hashable {
        let width: CGFloat
        let scale: CGFloat
    }

    /// A label showing `text` in `font` (the system font at 17 points by default), on one line.
    ///
    /// ```swift
    /// let title = Label(text: "Hummingbird", font: .preferredFont(forTextStyle: .headline))
    /// title.translatesAutoresizingMaskIntoConstraints = false
    /// title.intrinsicContentSize   // the text's one-line size
    /// ```
    public init(text: String = "", font: Font = .systemFont(ofSize: 17)) {
        self.text = text
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

    /// The text laid out at `width` (unlimited when nil), with the label's line rules.
    public func textLayout(width: CGFloat? = nil) -> TextLayout {
        textLayout(width: width ?? .infinity, scale: contentScaleFactor)
    }

    private func textLayout(width: CGFloat, scale: CGFloat) -> TextLayout {
        TextLayout(
            text: text, font: font, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            scale: scale)
    }

    /// The size of the text: one line unless it wraps at `preferredMaxLayoutWidth`
    /// or, in the second pass, at the width the layout gave it.
    override open var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? 0 : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidthHint ?? .infinity
        // The scale is looked up once (up to the view that sets the screen).
        let scale = contentScaleFactor
        let key = MeasureKey(width: width, scale: scale)
        if let size = measured[key] { return size }
        let size = measure(scale: scale)
        // A few widths at most are live (the first pass, the resolved width,
        // a rotation); more means widths that will not come back.
        if measured.count >= 8 { measured.removeAll() }
        measured[key] = size
        return size
    }

    /// The intrinsic size on the grid of `scale`, measured (see `intrinsicContentSize`).
    private func measure(scale: CGFloat) -> CGSize {
        if numberOfLines == 1 {
            return TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping, scale: scale).size
        }
        if preferredMaxLayoutWidth > 0 { return textLayout(width: preferredMaxLayoutWidth, scale: scale).size }
        guard let width = layoutWidthHint else {
            // First pass: the unwrapped width and one line's height, from one layout.
            let unwrapped = textLayout(width: .infinity, scale: scale)
            return CGSize(width: unwrapped.size.width, height: unwrapped.lines.isEmpty ? 0 : oneLineHeight(scale: scale))
        }
        return textLayout(width: width, scale: scale).size
    }

    /// One line's height on the pixel grid of `scale`, as `TextLayout` rounds it.
    private func oneLineHeight(scale: CGFloat) -> CGFloat {
        let scale = scale.isFinite && scale > 0 ? Double(scale) : 1
        return CGFloat((Double(font.lineHeight) * scale).rounded(.up) / scale)
    }

    /// The ascender: the first baseline below the top of the text.
    override open var firstBaselineOffsetFromTop: CGFloat? { font.ascender }
    /// The descender below the last baseline.
    override open var lastBaselineOffsetFromBottom: CGFloat? { -font.descender }

    /// Tells the engine that `needsWidthPass` may have changed: its list of
    /// labels that measure in two passes is out of date.
    private func widthPassDidChange() {
        rootView.engine?.subviewsDidChange()
    }

    private func contentDidChange() {
        layoutWidthHint = nil
        measured.removeAll(keepingCapacity: true)
        invalidateIntrinsicContentSize()
    }
}

/// An image's size, for image views (the pixels themselves are not needed for layout).
public struct Image: Hashable, Sendable {
    /// The image's size in points: an image view's intrinsic size.
    public var size: CGSize
    /// A name shown in drawings and traces.
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
    public var title: String { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font of the title.
    public var titleFont: Font { didSet { if titleFont != oldValue { invalidateIntrinsicContentSize() } } }
    /// Space added around the title to make the intrinsic size.
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
}
