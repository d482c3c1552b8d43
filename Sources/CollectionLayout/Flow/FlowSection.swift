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
    /// Whether the section scrolls vertically (the axis its recorded moves are along).
    var vertical = true
    /// Lines from `shiftedFrom` on, and their items' frames, sit `shift` further along the scrolling
    /// axis than stored (`Int.max`: none); read them through `main(ofLine:)` and `frame(of:axis:)`.
    private(set) var shiftedFrom = Int.max
    private(set) var shift: CGFloat = 0

    /// Epsilon for "fits on the line": absorbs rounding in sums of widths, far below a pixel.
    static let fitTolerance: CGFloat = 1e-6

    /// The index of the line holding `item`. O(log lines).
    func lineIndex(containing item: Int) -> Int {
        lines.partitionPoint { $0.end > item }
    }

    /// Re-breaks and re-places lines from `startLine` on (earlier lines stay), then the footer.
    mutating func layout(fromLine startLine: Int, metrics m: FlowMetrics) {
        settle(upTo: lines.count)
        let axis = m.axis
        vertical = axis.direction == .vertical
        let edges = Edges(inset, axis: axis, crossExtent: m.crossExtent)
        let headerLength = axis.main(headerSize)
        header = headerLength > 0
            ? axis.rect(main: 0, cross: 0, mainLength: headerLength, crossLength: m.crossExtent) : nil
        if frames.count != sizes.count { frames = Array(repeating: .zero, count: sizes.count) }

        var cursor = headerLength + edges.mainStart
        var item = 0
        var allSingleBefore = true
        if startLine > 0 {
            let previous = lines[startLine - 1]
            cursor = previous.mainEnd + m.lineSpacing
            item = previous.end
            allSingleBefore = previous.allSingleThrough
        }
        lines.removeSubrange(min(startLine, lines.count)...)

        let perRow = isUniform ? uniformPerRow(available: edges.available, metrics: m) : 0
        while item < sizes.count {
            let count = isUniform
                ? min(perRow, sizes.count - item)
                : greedyCount(from: item, available: edges.available, metrics: m)
            let range = item..<(item + count)
            let thickness = place(range, at: cursor, edges: edges, perRow: perRow, allSingleBefore: allSingleBefore, metrics: m)
            allSingleBefore = allSingleBefore && count == 1
            lines.append(FlowLine(
                first: item, count: count, main: cursor, thickness: thickness, allSingleThrough: allSingleBefore))
            cursor += thickness + m.lineSpacing
            item += count
        }

        let itemsEnd = lines.last?.mainEnd ?? headerLength + edges.mainStart
        let footerStart = itemsEnd + edges.mainEnd
        let footerLength = axis.main(footerSize)
        footer = footerLength > 0
            ? axis.rect(main: footerStart, cross: 0, mainLength: footerLength, crossLength: m.crossExtent) : nil
        length = footerStart + footerLength
    }

    /// Re-places line `index` after some of its items were measured, if it keeps the same items:
    /// the lines after it only move, which is recorded (`shift`) rather than done, so a measurement
    /// costs the line and the lines since the previous one, not every line after it. Returns false,
    /// changing nothing, when the line would take other items: then `layout(fromLine:)` re-breaks.
    mutating func relayout(line index: Int, metrics m: FlowMetrics) -> Bool {
        guard !isUniform else { return false }
        settle(upTo: index + 1)
        let edges = Edges(inset, axis: m.axis, crossExtent: m.crossExtent)
        let line = lines[index]
        guard greedyCount(from: line.first, available: edges.available, metrics: m) == line.count else { return false }
        let allSingleBefore = index > 0 ? lines[index - 1].allSingleThrough : true
        let thickness = place(
            line.first..<line.end, at: line.main, edges: edges, perRow: 0, allSingleBefore: allSingleBefore, metrics: m)
        let delta = thickness - line.thickness
        lines[index].thickness = thickness
        guard delta != 0 else { return true }
        if index + 1 < lines.count {
            if shiftedFrom == Int.max {
                shiftedFrom = index + 1
            } else {
                move(lines: (index + 1)..<shiftedFrom, by: delta, axis: m.axis)
            }
            shift += delta
        }
        footer = footer.map { m.axis.offset($0, by: delta) }
        length += delta
        return true
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

    // MARK: Lines moved but not yet written

    /// Where line `index` starts along the scrolling axis (its recorded move included).
    func main(ofLine index: Int) -> CGFloat {
        lines[index].main + (index >= shiftedFrom ? shift : 0)
    }

    /// Where line `index` ends along the scrolling axis.
    func mainEnd(ofLine index: Int) -> CGFloat {
        main(ofLine: index) + lines[index].thickness
    }

    /// The frame of `item` in section coordinates (its line's recorded move included).
    func frame(of item: Int, axis: AxisMapper) -> CGRect {
        guard shiftedFrom < lines.count, item >= lines[shiftedFrom].first else { return frames[item] }
        return axis.offset(frames[item], by: shift)
    }

    /// Writes the recorded move into the lines before `end` (and their frames); the rest keep it recorded.
    private mutating func settle(upTo end: Int) {
        guard shiftedFrom < end else { return }
        let axis = AxisMapper(direction: vertical ? .vertical : .horizontal)
        if end >= lines.count {
            move(lines: shiftedFrom..<lines.count, by: shift, axis: axis)
            shiftedFrom = Int.max
            shift = 0
        } else {
            move(lines: shiftedFrom..<end, by: shift, axis: axis)
            shiftedFrom = end
        }
    }

    /// Moves lines and their items' frames along the scrolling axis.
    private mutating func move(lines range: Range<Int>, by delta: CGFloat, axis: AxisMapper) {
        guard !range.isEmpty else { return }
        for index in range { lines[index].main += delta }
        for item in lines[range.lowerBound].first..<lines[range.upperBound - 1].end {
            frames[item] = axis.offset(frames[item], by: delta)
        }
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
