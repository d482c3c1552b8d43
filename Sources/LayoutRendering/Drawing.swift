import AutoLayout
import Foundation

/// An sRGB colour with 8-bit channels, written `#rrggbb` in SVG.
///
/// ```swift
/// let border = RenderColor(0x8a, 0x94, 0xa6)
/// border.hex   // "#8a94a6"
/// ```
public struct RenderColor: Hashable, Sendable {
    /// The red, green, blue and alpha channels, 0...255 (alpha 255: opaque).
    /// e.g. `RenderColor(0x8a, 0x94, 0xa6).blue   // 0xa6`
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// A colour from its channels; opaque unless `alpha` is given.
    /// e.g. `let shadow = RenderColor(0, 0, 0, alpha: 64)`
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbb` (the alpha is written separately as an opacity).
    /// e.g. `RenderColor(0x8a, 0x94, 0xa6).hex   // "#8a94a6"`
    public var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// Opaque white.
    /// e.g. `Bitmap(width: 4, height: 2, background: .white)`
    public static let white = RenderColor(255, 255, 255)
    /// Opaque black.
    /// e.g. `bitmap.fill(x0: 0, y0: 0, x1: 4, y1: 1, color: .black)`
    public static let black = RenderColor(0, 0, 0)
}

/// A flat list of things to draw, in absolute coordinates (points) and in
/// painting order: what ``SVGWriter`` and ``Rasterizer`` both consume.
///
/// Build one from a laid-out view tree with `Drawing(view:options:)`, or by hand:
///
/// ```swift
/// var d = Drawing(size: CGSize(width: 100, height: 50))
/// d.items.append(.rect(CGRect(x: 0, y: 0, width: 100, height: 50), fill: .white, stroke: .black))
/// ```
public struct Drawing: Equatable, Sendable {
    /// The canvas size in points.
    /// e.g. `Drawing(view: root).size == root.frame.size   // true`
    public var size: CGSize
    /// What to draw, back to front.
    /// e.g. `drawing.items.append(.line(from: .zero, to: CGPoint(x: 100, y: 0), color: .black))`
    public var items: [Item]

    /// An empty canvas of `size` points, or one with `items` already.
    /// e.g. `var drawing = Drawing(size: CGSize(width: 100, height: 50))`
    public init(size: CGSize, items: [Item] = []) {
        self.size = size
        self.items = items
    }

    /// One thing to draw.
    /// e.g. `drawing.items.append(.rect(CGRect(x: 0, y: 0, width: 100, height: 50), fill: .white, stroke: .black))`
    public enum Item: Equatable, Sendable {
        /// A rectangle, filled and/or stroked (1 point wide unless `lineWidth`), maybe dashed.
        case rect(CGRect, fill: RenderColor?, stroke: RenderColor?, lineWidth: CGFloat = 1, dashed: Bool = false)
        /// A rectangle with corners rounded to `radius` (at most half the shorter side), filled
        /// and/or stroked with a border `lineWidth` wide: a view's `layer.cornerRadius`.
        case roundedRect(CGRect, radius: CGFloat, fill: RenderColor?, stroke: RenderColor?, lineWidth: CGFloat = 1)
        /// A straight line.
        case line(from: CGPoint, to: CGPoint, color: RenderColor, lineWidth: CGFloat = 1, dashed: Bool = false)
        /// One line of text in `font` with its baseline's left end at `origin`;
        /// `advances` are the x offsets of each character from the font's measurement.
        /// The PNG draws it with the outlines of the font's own file (an `OpenTypeMetrics`
        /// font) or of the bundled Liberation Sans.
        case text(String, origin: CGPoint, font: Font, color: RenderColor, advances: [CGFloat])
    }
}

/// A mark a drawing puts on a view that needs attention.
///
/// ```swift
/// let options = RenderOptions(marks: [ViewMark(view: badView, kind: .ambiguous)])
/// ```
public struct ViewMark {
    /// What is wrong with the view.
    /// e.g. `ViewMark(view: badView, kind: .conflicting).kind   // .conflicting`
    public enum Kind: String, Sendable, Hashable {
        /// Its frame is not determined by its constraints.
        case ambiguous
        /// It takes part in a constraint the engine had to break.
        case conflicting
    }

    /// The view to outline.
    /// e.g. `ViewMark.ambiguities(in: root).map(\.view)`
    public let view: View
    /// Whether the view is ambiguous or conflicting.
    /// e.g. `ViewMark.conflicts(in: root).first?.kind   // .conflicting`
    public let kind: Kind

    /// A mark of `kind` on `view`.
    /// e.g. `let mark = ViewMark(view: badView, kind: .ambiguous)`
    public init(view: View, kind: Kind) {
        self.view = view
        self.kind = kind
    }

    /// One `.conflicting` mark per view named by a constraint the engine of
    /// `root`'s hierarchy broke, in the hierarchy's depth-first order.
    ///
    /// ```swift
    /// let marks = ViewMark.conflicts(in: root)
    /// ```
    public static func conflicts(in root: View) -> [ViewMark] {
        var involved = Set<ObjectIdentifier>()
        for c in root.brokenConstraints {
            for item in [c.firstItem, c.secondItem] {
                if let owner = item?.owner { involved.insert(ObjectIdentifier(owner)) }
            }
        }
        return root.allViews().filter { involved.contains(ObjectIdentifier($0)) }
            .map { ViewMark(view: $0, kind: .conflicting) }
    }

    /// One `.ambiguous` mark per view of `root`'s hierarchy whose frame its
    /// constraints leave undetermined (`hasAmbiguousLayout`), depth first.
    /// e.g. `let marks = ViewMark.ambiguities(in: root)`
    public static func ambiguities(in root: View) -> [ViewMark] {
        root.allViews().filter(\.hasAmbiguousLayout).map { ViewMark(view: $0, kind: .ambiguous) }
    }
}

/// What a drawing of a view tree shows besides the views.
///
/// ```swift
/// let svg = SVGWriter.svg(for: Drawing(view: root, options: RenderOptions(showsConstraints: true)))
/// ```
public struct RenderOptions {
    /// Draw every active constraint as a line between the edges it relates
    /// (dashed when optional).
    /// e.g. `var options = RenderOptions(); options.showsConstraints = true`
    public var showsConstraints: Bool
    /// Views to outline as ambiguous or conflicting.
    /// e.g. `options.marks = ViewMark.conflicts(in: root)`
    public var marks: [ViewMark]

    /// What to draw besides the views: constraints, marks, or (by default) neither.
    /// e.g. `let options = RenderOptions(showsConstraints: true, marks: ViewMark.ambiguities(in: root))`
    public init(showsConstraints: Bool = false, marks: [ViewMark] = []) {
        self.showsConstraints = showsConstraints
        self.marks = marks
    }
}
