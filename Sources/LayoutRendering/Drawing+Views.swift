import AutoLayout
import Foundation

extension Drawing {
    /// The colours a drawing of views uses.
    enum Palette {
        static let rootFill = RenderColor.white, rootStroke = RenderColor(0xc0, 0xc6, 0xd0)
        static let viewFill = RenderColor(0xf3, 0xf5, 0xf9), viewStroke = RenderColor(0x8a, 0x94, 0xa6)
        static let labelFill = RenderColor(0xff, 0xfa, 0xf0), labelStroke = RenderColor(0xe3, 0xb3, 0x41)
        static let imageFill = RenderColor(0xea, 0xf2, 0xff), imageStroke = RenderColor(0x5b, 0x8d, 0xef)
        static let buttonFill = RenderColor(0xe7, 0xf6, 0xea), buttonStroke = RenderColor(0x3c, 0x9a, 0x4f)
        static let text = RenderColor(0x1f, 0x23, 0x28)
        static let constraint = RenderColor(0xd6, 0x33, 0x6c)
        static let ambiguous = RenderColor(0xf0, 0x8c, 0x00), conflicting = RenderColor(0xe0, 0x31, 0x31)
    }

    /// A drawing of a laid-out view tree: `view` at the origin, its visible
    /// descendants as boxes by kind (labels with their text wrapped as
    /// measured, images as crossed boxes, buttons with their title), then the
    /// constraint overlay and the marks if `options` asks for them.
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// let drawing = Drawing(view: root, options: RenderOptions(showsConstraints: true))
    /// ```
    public init(view: View, options: RenderOptions = RenderOptions()) {
        self.init(size: view.frame.size)
        var frames: [ObjectIdentifier: CGRect] = [:]
        drawTree(view, origin: .zero, isRoot: true, frames: &frames)
        if options.showsConstraints {
            for v in view.allViews() {
                for c in v.constraints where c.isActive { drawConstraint(c, frames: frames) }
            }
        }
        for mark in options.marks {
            guard let box = frames[ObjectIdentifier(mark.view)] else { continue }
            let color = mark.kind == .ambiguous ? Palette.ambiguous : Palette.conflicting
            items.append(.rect(box.insetBy(dx: -2, dy: -2), fill: nil, stroke: color, lineWidth: 2,
                               dashed: mark.kind == .ambiguous))
            appendText(mark.kind.rawValue, at: CGPoint(x: box.minX, y: max(box.minY - 4, 9)),
                       font: .systemFont(ofSize: 9), color: color)
        }
    }

    private mutating func drawTree(
        _ view: View, origin: CGPoint, isRoot: Bool, clip: CGRect? = nil, frames: inout [ObjectIdentifier: CGRect]
    ) {
        guard !view.isHidden else { return }
        let box = isRoot ? CGRect(origin: .zero, size: view.frame.size) : view.frame.offsetBy(dx: origin.x, dy: origin.y)
        frames[ObjectIdentifier(view)] = box
        for guide in view.layoutGuides {
            frames[ObjectIdentifier(guide)] = guide.layoutFrame.offsetBy(dx: box.minX, dy: box.minY)
        }
        if let margins = view.existingMarginsGuide {
            frames[ObjectIdentifier(margins)] = margins.layoutFrame.offsetBy(dx: box.minX, dy: box.minY)
        }
        let start = items.count
        switch view {
        case let label as Label:
            drawBox(of: view, box, fill: Palette.labelFill, stroke: Palette.labelStroke)
            let layout = label.textLayout(width: box.width)
            for line in layout.lines {
                for run in layout.runs(of: line) {
                    let origin = CGPoint(x: box.minX + line.origin.x + run.x, y: box.minY + line.origin.y)
                    appendText(run.text, at: origin, font: run.font, color: RenderColor(label.textColor),
                               spaceExpansion: line.spaceExpansion)
                }
            }
        case let image as ImageView:
            drawBox(of: view, box, fill: Palette.imageFill, stroke: Palette.imageStroke)
            if let picture = image.image {
                let shown = Self.contentRect(of: picture.size, in: box, mode: image.contentMode)
                items.append(.line(from: CGPoint(x: shown.minX, y: shown.minY), to: CGPoint(x: shown.maxX, y: shown.maxY),
                                   color: Palette.imageStroke))
                items.append(.line(from: CGPoint(x: shown.maxX, y: shown.minY), to: CGPoint(x: shown.minX, y: shown.maxY),
                                   color: Palette.imageStroke))
                if image.clipsToBounds { clipItems(from: items.count - 2, to: box) }
            }
        case let button as Button:
            drawBox(of: view, box, fill: Palette.buttonFill, stroke: Palette.buttonStroke)
            let font = button.titleFont
            let width = font.width(of: button.title)
            let top = box.minY + (box.height - font.lineHeight) / 2
            appendText(button.title, at: CGPoint(x: box.minX + (box.width - width) / 2, y: top + font.ascender),
                       font: font, color: Palette.text)
        default:
            if isRoot {
                drawBox(of: view, box, fill: Palette.rootFill, stroke: Palette.rootStroke)
            } else {
                drawBox(of: view, box, fill: Palette.viewFill, stroke: Palette.viewStroke)
            }
        }
        if let clip { clipItems(from: start, to: clip) }
        let inner = view.clipsToBounds ? (clip?.intersection(box) ?? box) : clip
        for sub in view.subviews { drawTree(sub, origin: box.origin, isRoot: false, clip: inner, frames: &frames) }
    }

    /// Appends a run of text in one font, its characters at their measured advances plus
    /// `spaceExpansion` after each space (a justified line).
    private mutating func appendText(
        _ text: String, at origin: CGPoint, font: Font, color: RenderColor, spaceExpansion: CGFloat = 0
    ) {
        guard !text.isEmpty else { return }
        var advances: [CGFloat] = []
        var x: CGFloat = 0
        for character in text {
            advances.append(x)
            x += font.width(of: String(character))
            if spaceExpansion > 0, Self.isBreakingSpace(character) { x += spaceExpansion }
        }
        items.append(.text(text, origin: origin, font: font, color: color, advances: advances))
    }

    /// A space a justified line widens, as line breaking counts them: white space other than
    /// the no-break, figure and narrow no-break spaces.
    private static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isWhitespace && ![0xA0, 0x2007, 0x202F].contains(scalar.value)
    }

    /// A line between the two edges a constraint relates, or across the
    /// first item's size for a size constraint.
    private mutating func drawConstraint(_ c: LayoutConstraint, frames: [ObjectIdentifier: CGRect]) {
        guard let first = c.firstItem, let a = frames[ObjectIdentifier(first)] else { return }
        let dashed = !c.priority.isRequired
        let color = Palette.constraint
        if c.firstAttribute == .width || c.firstAttribute == .height {
            let line: (CGPoint, CGPoint) = c.firstAttribute == .width
                ? (CGPoint(x: a.minX, y: a.minY + a.height / 4), CGPoint(x: a.maxX, y: a.minY + a.height / 4))
                : (CGPoint(x: a.minX + a.width / 4, y: a.minY), CGPoint(x: a.minX + a.width / 4, y: a.maxY))
            items.append(.line(from: line.0, to: line.1, color: color, lineWidth: 1, dashed: dashed))
            return
        }
        guard let second = c.secondItem, let b = frames[ObjectIdentifier(second)] else { return }
        let p1 = Self.position(of: c.firstAttribute, item: first, in: a)
        let p2 = Self.position(of: c.secondAttribute, item: second, in: b)
        if c.firstAttribute.axis == .horizontal {
            let low = max(a.minY, b.minY), high = min(a.maxY, b.maxY)
            let y = low <= high ? (low + high) / 2 : a.midY
            items.append(.line(from: CGPoint(x: p2, y: y), to: CGPoint(x: p1, y: y), color: color, dashed: dashed))
        } else {
            let low = max(a.minX, b.minX), high = min(a.maxX, b.maxX)
            let x = low <= high ? (low + high) / 2 : a.midX
            items.append(.line(from: CGPoint(x: x, y: p2), to: CGPoint(x: x, y: p1), color: color, dashed: dashed))
        }
    }

    /// Where an attribute of an item lies, in drawing coordinates.
    static func position(of attribute: LayoutAttribute, item: LayoutItem, in box: CGRect) -> CGFloat {
        let rtl = item.layoutDirection == .rightToLeft
        let view = item.owner === item ? item as? View : nil
        switch attribute {
        case .left: return box.minX
        case .right: return box.maxX
        case .leading: return rtl ? box.maxX : box.minX
        case .trailing: return rtl ? box.minX : box.maxX
        case .centerX: return box.midX
        case .top: return box.minY
        case .bottom: return box.maxY
        case .centerY: return box.midY
        case .firstBaseline: return box.minY + (view?.firstBaselineOffsetFromTop ?? box.height)
        case .lastBaseline: return box.maxY - (view?.lastBaselineOffsetFromBottom ?? 0)
        case .width, .height, .notAnAttribute: return 0
        }
    }
}
