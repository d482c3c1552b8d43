import Foundation
import AutoLayout

/// One line of a flow section: consecutive items side by side across the scrolling axis.
struct FlowLine {
    /// The first item's index in the section.
    var first: Int
    /// How many items the line holds (>= 1).
    var count: Int
    /// Where the line starts along the scrolling axis, relative to the section's origin.
    var main: CGFloat
    /// The line's extent along the scrolling axis: its tallest (vertical) item.
    var thickness: CGFloat
    /// Whether this line and every earlier one hold a single item (UIKit centres a lone last item then).
    var allSingleThrough: Bool

    var end: Int { first + count }
    var mainEnd: CGFloat { main + thickness }
}

/// The section-wide numbers a flow section is laid out with.
struct FlowMetrics {
    let axis: AxisMapper
    /// The collection's extent across the scrolling axis (its width when scrolling vertically).
    let crossExtent: CGFloat
    let interitemSpacing: CGFloat
    let lineSpacing: CGFloat
    let alignment: FlowLayout.LineAlignment
}

/// A laid-out flow section, in coordinates relative to its origin along the scrolling axis.
struct FlowSection {
    var index: Int
    var inset: EdgeInsets
    var headerSize: CGSize
    var footerSize: CGSize
    /// Current item sizes: measured, estimated or fixed.
    var sizes: [CGSize]
    /// Whether each item's size is final (always true when the layout does not estimate).
    var measured: [Bool]
    /// All sizes equal and none estimated: UIKit's fixed-size path.
    var isUniform: Bool

    var header: CGRect?
    var footer: CGRect?
    var lines: [FlowLine] = []
    var frames: [CGRect] = []
    /// The section's extent along the scrolling axis, header and footer included.
    var length: CGFloat = 0
    /// Where the section starts along the scrolling axis.
    var origin: CGFloat = 0
    /// The scrolling direction the section was laid out in.
    var direction = ScrollDirection.vertical
    /// Lines (and their items' frames) stored short of their place; read them through `line(_:)` and
    /// `frame(of:)`.
    var pending = FlowShift()

    /// Epsilon for "fits on the line": absorbs rounding in sums of widths, far below a pixel.
    static let fitTolerance: CGFloat = 1e-6

    /// The index of the line holding `item`. O(log lines).
    func lineIndex(containing item: Int) -> Int {
        lines.partitionPoint { $0.end > item }
    }

    /// Re-breaks and re-places lines from `startLine` on (earlier lines stay), then the footer.
    ///
    /// With `changedThrough` (the last item whose size changed), it stops once a new line starts
    /// where an old one did after that item, in the same all-single state: the old lines from there
    /// on keep their items and only move along the scrolling axis, which is recorded (`pending`) and
    /// applied when they are read. A newly measured item then costs its own lines, not the rest of
    /// the section.
    mutating func layout(fromLine startLine: Int, metrics m: FlowMetrics, changedThrough lastChanged: Int? = nil) {
        let axis = m.axis
        direction = axis.direction
        let edges = Edges(inset, axis: axis, crossExtent: m.crossExtent)
        let headerLength = axis.main(headerSize)
        header = headerLength > 0
            ? axis.rect(main: 0, cross: 0, mainLength: headerLength, crossLength: m.crossExtent) : nil
        if frames.count != sizes.count {
            frames = Array(repeating: .zero, count: sizes.count)
            lines = []
            pending = FlowShift()
        }
        materialize(upTo: startLine)

        var cursor = headerLength + edges.mainStart
        var item = 0
        var allSingleBefore = true
        if startLine > 0 {
            let previous = lines[startLine - 1]
            cursor = previous.mainEnd + m.lineSpacing
            item = previous.end
            allSingleBefore = previous.allSingleThrough
        }

        var fresh: [FlowLine] = []
        var rejoin: Int?
        let perRow = isUniform ? uniformPerRow(available: edges.available, metrics: m) : 0
        while item < sizes.count {
            if let lastChanged, item > lastChanged, let old = oldLine(startingAt: item, from: startLine),
                lines[old - 1].allSingleThrough == allSingleBefore {
                rejoin = old
                break
            }
            let count = isUniform
                ? min(perRow, sizes.count - item)
                : greedyCount(from: item, available: edges.available, metrics: m)
            let range = item..<(item + count)
            let thickness = place(range, at: cursor, edges: edges, perRow: perRow, allSingleBefore: allSingleBefore, metrics: m)
            allSingleBefore = allSingleBefore && count == 1
            fresh.append(FlowLine(
                first: item, count: count, main: cursor, thickness: thickness, allSingleThrough: allSingleBefore))
            cursor += thickness + m.lineSpacing
            item += count
        }

        if let old = rejoin {
            let delta = cursor - line(old).main
            lines.replaceSubrange(startLine..<old, with: fresh)
            shiftLines(from: startLine + fresh.count, formerly: old, by: delta)
            footer = footer.map { axis.offset($0, by: delta) }
            length += delta
            return
        }
        lines.replaceSubrange(startLine..., with: fresh)
        pending = FlowShift()
        let itemsEnd = lines.last?.mainEnd ?? headerLength + edges.mainStart
        let footerStart = itemsEnd + edges.mainEnd
        let footerLength = axis.main(footerSize)
        footer = footerLength > 0
            ? axis.rect(main: footerStart, cross: 0, mainLength: footerLength, crossLength: m.crossExtent) : nil
        length = footerStart + footerLength
    }

    /// Places the items of `range` as one line starting at `cursor`; returns the line's thickness.
    private mutating func place(
        _ range: Range<Int>, at cursor: CGFloat, edges: Edges, perRow: Int, allSingleBefore: Bool, metrics m: FlowMetrics
    ) -> CGFloat {
        let axis = m.axis
        var thickness: CGFloat = 0
        for index in range { thickness = max(thickness, axis.main(sizes[index])) }
        let (start, gap) = placeAcross(
            range, available: edges.available, crossStart: edges.crossStart, perRow: perRow,
            allSingleBefore: allSingleBefore, metrics: m)
        var position = start
        for index in range {
            let size = sizes[index]
            let crossLength = axis.cross(size)
            frames[index] = axis.rect(
                main: cursor + (thickness - axis.main(size)) / 2, cross: position,
                mainLength: axis.main(size), crossLength: crossLength)
            position += crossLength + gap
        }
        return thickness
    }

    /// UIKit's fixed-size count: max(1, floor((s + available) / (s + w))).
    private func uniformPerRow(available: CGFloat, metrics m: FlowMetrics) -> Int {
        guard let width = sizes.first.map(m.axis.cross) else { return 1 }
        let step = m.interitemSpacing + width
        // Capped just above the item count: enough to tell a full row from a partial one.
        guard step > 0 else { return sizes.count + 1 }
        let fitting = ((m.interitemSpacing + available) / step).rounded(.down)
        return fitting >= CGFloat(sizes.count + 1) ? sizes.count + 1 : max(1, Int(fitting))
    }

    /// Greedy line breaking: an item fits if its width <= what remains; the first item always fits.
    private func greedyCount(from start: Int, available: CGFloat, metrics m: FlowMetrics) -> Int {
        var used = m.axis.cross(sizes[start])
        var index = start + 1
        while index < sizes.count {
            let next = used + m.interitemSpacing + m.axis.cross(sizes[index])
            if next > available + FlowSection.fitTolerance { break }
            used = next
            index += 1
        }
        return index - start
    }

    /// Where the line's first item starts across the scrolling axis, and the gap after each item.
    private func placeAcross(
        _ range: Range<Int>, available: CGFloat, crossStart: CGFloat, perRow: Int,
        allSingleBefore: Bool, metrics m: FlowMetrics
    ) -> (start: CGFloat, gap: CGFloat) {
        let count = range.count
        let isLast = range.upperBound == sizes.count
        let centred = (crossStart + (available - m.axis.cross(sizes[range.lowerBound])) / 2, m.interitemSpacing)
        switch m.alignment {
        case .left:
            return (crossStart, m.interitemSpacing)
        case .justified where isUniform:
            if count < perRow { return (crossStart, m.interitemSpacing) }
            if count == 1 { return centred }
        case .justified:
            if count == 1 && (!isLast || allSingleBefore) { return centred }
            if isLast { return (crossStart, m.interitemSpacing) }
        }
        var widths: CGFloat = 0
        for index in range { widths += m.axis.cross(sizes[index]) }
        return (crossStart, (available - widths) / CGFloat(count - 1))
    }
}

/// A section's insets seen along and across its scrolling axis, and the room its lines have.
struct Edges {
    let mainStart: CGFloat
    let mainEnd: CGFloat
    let crossStart: CGFloat
    let available: CGFloat

    init(_ inset: EdgeInsets, axis: AxisMapper, crossExtent: CGFloat) {
        let vertical = axis.direction == .vertical
        mainStart = vertical ? inset.top : inset.left
        mainEnd = vertical ? inset.bottom : inset.right
        crossStart = vertical ? inset.left : inset.top
        let crossEnd = vertical ? inset.right : inset.bottom
        available = max(0, crossExtent - crossStart - crossEnd)
    }
}
