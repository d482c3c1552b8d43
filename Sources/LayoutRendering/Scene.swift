import AutoLayout
import Foundation

/// A view tree and its constraints described as data: what scene files
/// (JSON, see `Scene(json:)` and `jsonText`) hold and `build(width:)` turns
/// into live views.
///
/// The root view is implicit and named `root`; every other view names its
/// parent (`root` by default), which must come earlier in `views`.
///
/// ```swift
/// let scene = try Scene(json: #"{"views": [{"id": "a"}], "vfl": ["H:|-[a]-|", "V:|-[a(40)]-|"]}"#)
/// let built = try scene.build(width: 375)
/// built.layout()                      // (375, 80): the height fits the content
/// built.views["a"]!.frame             // (20, 20, 335, 40)
/// ```
public struct Scene: Equatable, Sendable {
    /// A name for reports and file names.
    public var name: String
    /// The width to lay out at when none is asked for.
    public var width: Double?
    /// A fixed root height; nil makes the root as tall as its content needs.
    public var height: Double?
    /// The views, parents before children.
    public var views: [SceneView]
    /// Constraints not attached to a view.
    public var constraints: [SceneConstraint]
    /// Visual formats, applied after the constraints.
    public var vfl: [SceneFormat]
    /// Metrics the visual formats may name.
    public var metrics: [String: Double]

    public init(name: String = "scene", width: Double? = nil, height: Double? = nil, views: [SceneView] = [],
                constraints: [SceneConstraint] = [], vfl: [SceneFormat] = [], metrics: [String: Double] = [:]) {
        self.name = name
        self.width = width
        self.height = height
        self.views = views
        self.constraints = constraints
        self.vfl = vfl
        self.metrics = metrics
    }
}

/// One view of a scene: a plain view, a label, an image view, a button or a
/// stack view (whose children, in scene order, are its arranged subviews).
///
/// ```swift
/// SceneView(id: "title", kind: .label, text: "Hello", fontSize: 17, numberOfLines: 0)
/// ```
public struct SceneView: Equatable, Sendable {
    /// The kinds of view a scene can hold.
    public enum Kind: String, Sendable, CaseIterable {
        case view, label, image, button, stack
    }

    public var id: String
    public var kind: Kind
    /// The id of the superview: `root` or an earlier view.
    public var parent: String
    /// A label's text.
    public var text: String?
    /// A button's title.
    public var title: String?
    /// A label's or button's font size (default 17 for labels, 15 for buttons).
    public var fontSize: Double?
    /// A label's line limit (default 1; 0 means no limit).
    public var numberOfLines: Int?
    /// An image view's image size.
    public var imageSize: CGSize?
    /// A button's content insets.
    public var insets: EdgeInsets?
    /// Content hugging priorities, horizontal and vertical.
    public var hugging: [Double]?
    /// Compression resistance priorities, horizontal and vertical.
    public var compression: [Double]?
    public var hidden: Bool
    /// A stack view's arrangement: axis, distribution, alignment and spacing.
    public var stack: SceneStack?
    /// Constraints listed with this view (they may relate any views).
    public var constraints: [SceneConstraint]

    public init(id: String, kind: Kind = .view, parent: String = "root", text: String? = nil,
                title: String? = nil, fontSize: Double? = nil, numberOfLines: Int? = nil,
                imageSize: CGSize? = nil, insets: EdgeInsets? = nil, hugging: [Double]? = nil,
                compression: [Double]? = nil, hidden: Bool = false, constraints: [SceneConstraint] = []) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.text = text
        self.title = title
        self.fontSize = fontSize
        self.numberOfLines = numberOfLines
        self.imageSize = imageSize
        self.insets = insets
        self.hugging = hugging
        self.compression = compression
        self.hidden = hidden
        self.constraints = constraints
    }
}

/// A stack view's arrangement, by UIKit's names: axis `horizontal` or
/// `vertical`; distribution `fill`, `fillEqually`, `fillProportionally`,
/// `equalSpacing`, `equalCentering`; alignment `fill`, `leading`, `top`,
/// `firstBaseline`, `center`, `trailing`, `bottom`, `lastBaseline`.
public struct SceneStack: Equatable, Sendable {
    public var axis: LayoutAxis = .horizontal
    public var distribution: StackView.Distribution = .fill
    public var alignment: StackView.Alignment = .fill
    public var spacing: Double = 0
    public init() {}

    static let distributions: [(String, StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    static let alignments: [(String, StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline),
    ]
}

/// A constraint written out: `first relation multiplier × second + constant @priority`.
/// Items are `view.attribute`, or `view.margins.attribute` for the margins guide.
///
/// ```swift
/// SceneConstraint(first: "a.leading", second: "root.leading", constant: 8, priority: 750)
/// ```
public struct SceneConstraint: Equatable, Sendable {
    public var first: String
    public var relation: LayoutRelation
    public var second: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// The constraint's identifier.
    public var id: String?

    public init(first: String, relation: LayoutRelation = .equal, second: String? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, id: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.id = id
    }
}

/// A visual format with its options (written as a bare string when it has none).
///
/// ```swift
/// SceneFormat("H:|-[a]-[b]-|", options: [.alignAllCenterY])
/// ```
public struct SceneFormat: Equatable, Sendable {
    public var format: String
    public var options: FormatOptions

    public init(_ format: String, options: FormatOptions = []) {
        self.format = format
        self.options = options
    }

    /// The option names a scene file uses, in writing order.
    static let optionNames: [(String, FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]
}

/// Why a scene could not be read or built: the JSON path of the culprit
/// (`views[2].constraints[0].first`) and what was expected there.
///
/// ```swift
/// do { _ = try Scene(json: #"{"views": [{"id": 3}]}"#) } catch { print(error) }
/// // views[0].id: expected a string, found a number
/// ```
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the file: a JSON path, `$` for the whole document.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
