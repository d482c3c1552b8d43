import Foundation

/// One axis of a scrolling host: where its offset goes to show a span of the content at a placement,
/// within the view less the insets, kept in the scrollable range (from `-before` to the content's
/// end plus `after`, less the view's length).
struct ScrollAxis {
    /// Where a span goes: at the start, middle or end of what is visible, or only as far as needed.
    enum Placement {
        case start, middle, end, nearest
    }

    var offset: CGFloat
    var viewLength: CGFloat
    /// The content inset before the content (top or left) and after it (bottom or right).
    var before: CGFloat
    var after: CGFloat
    var contentLength: CGFloat

    /// The offset that shows `minimum...maximum` at `placement`.
    func offset(toShow minimum: CGFloat, _ maximum: CGFloat, at placement: Placement) -> CGFloat {
        let visible = viewLength - before - after
        var result = offset
        switch placement {
        case .start: result = minimum - before
        case .middle: result = (minimum + maximum) / 2 - visible / 2 - before
        case .end: result = maximum - visible - before
        case .nearest:
            if minimum < offset + before || maximum - minimum > visible {
                result = minimum - before
            } else if maximum > offset + before + visible {
                result = maximum - visible - before
            }
        }
        let largest = contentLength + after - viewLength
        return max(-before, min(result, largest))
    }
}

extension CollectionViewLayout {
    /// The cell whose frame holds `point`, if any (the first the layout lists).
    func item(at point: CGPoint) -> LayoutAttributes? {
        prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (layoutAttributesForElements(in: probe) ?? []).first { $0.kind == .cell && $0.frame.contains(point) }
    }
}
