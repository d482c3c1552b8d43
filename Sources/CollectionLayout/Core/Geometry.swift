import Foundation

/// The direction content scrolls in: UIKit's `UICollectionView.ScrollDirection`.
///
/// ```swift
/// layout.scrollDirection = .horizontal
/// ```
public enum ScrollDirection: Hashable, Sendable {
    /// Lines of items stack downward; items fill each line left to right.
    case vertical
    /// Lines (columns) of items stack rightward; items fill each column top to bottom.
    case horizontal
}

extension CGRect {
    /// Core Graphics' `CGRectIntersectsRect`: overlapping interiors, so mere touching does not count,
    /// while a zero-area rect strictly inside the other does. Null rects intersect nothing.
    func strictlyIntersects(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

/// Converts between a layout's scrolling ("main") axis and its line ("cross") axis.
struct AxisMapper {
    let direction: ScrollDirection

    /// A rect from main/cross coordinates.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        switch direction {
        case .vertical: CGRect(x: cross, y: main, width: crossLength, height: mainLength)
        case .horizontal: CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }

    /// The extent of `size` along the scrolling axis.
    func main(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }

    /// The extent of `size` across the scrolling axis.
    func cross(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }

    /// The range `rect` covers along the scrolling axis.
    func mainRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        direction == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// `rect` moved by `delta` along the scrolling axis.
    func offset(_ rect: CGRect, by delta: CGFloat) -> CGRect {
        direction == .vertical ? rect.offsetBy(dx: 0, dy: delta) : rect.offsetBy(dx: delta, dy: 0)
    }

    /// A size from main/cross extents.
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        direction == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
}

extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `isAtOrAfter`, which must be false then true along the
    /// collection; `endIndex` if none. O(log n).
    func partitionPoint(where isAtOrAfter: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = low + (high - low) / 2
            if isAtOrAfter(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
