import Foundation
import AutoLayout

/// Places a section's groups and their items, consuming the section's items in order.
struct GroupPlacer {
    let section: Int
    let itemCount: Int
    /// Measures an item: (path, target, width estimated, height estimated) -> its size.
    let measure: (ItemPath, CGSize, Bool, Bool) -> CGSize
    /// The section's item frames so far, in item order.
    var frames: [CGRect] = []

    var nextItem: Int { frames.count }

    /// Lays out `group` at `origin` inside `container` and returns its final size.
    /// `forcedAlong` replaces its length along the parent's axis (a `count` group's equal share).
    mutating func place(_ group: CollectionLayoutGroup, container: CGSize, origin: CGPoint, forcedAlong: CGFloat? = nil, parentAxis: CollectionLayoutGroup.Axis? = nil) -> CGSize {
        var size = group.layoutSize.resolved(in: container)
        var widthEstimated = group.layoutSize.widthDimension.isEstimated
        var heightEstimated = group.layoutSize.heightDimension.isEstimated
        if let forcedAlong, let parentAxis {
            if parentAxis == .horizontal { size.width = forcedAlong; widthEstimated = false }
            else { size.height = forcedAlong; heightEstimated = false }
        }
        let horizontal = group.axis == .horizontal
        let alongEstimated = horizontal ? widthEstimated : heightEstimated
        let crossEstimated = horizontal ? heightEstimated : widthEstimated
        let insets = Self.effectiveInsets(group.contentInsets, widthEstimated: widthEstimated, heightEstimated: heightEstimated)
        let contentOrigin = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
        var content = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        let contentAlong = horizontal ? content.width : content.height
        let spacing = group.interItemSpacing
        let share = group.count.map { max(0, (contentAlong - spacing * CGFloat($0 - 1)) / CGFloat($0)) }

        var cursor: CGFloat = 0
        var crossUsed: CGFloat?
        var fractionalCross: [(frame: Int, item: CollectionLayoutItem, slot: CGRect)] = []
        var index = 0
        while nextItem < itemCount {
            if let count = group.count, index >= count { break }
            if group.count == nil && alongEstimated && index >= group.subitems.count { break }
            let child = group.subitems[index % group.subitems.count]
            if group.count == nil && index > 0 {
                let resolved = child.layoutSize.resolved(in: content)
                if cursor + (horizontal ? resolved.width : resolved.height) > contentAlong + FlowSection.fitTolerance { break }
            }
            let childOrigin = horizontal
                ? CGPoint(x: contentOrigin.x + cursor, y: contentOrigin.y)
                : CGPoint(x: contentOrigin.x, y: contentOrigin.y + cursor)
            let childSize: CGSize
            var countsTowardCross = true
            if let subgroup = child as? CollectionLayoutGroup {
                childSize = place(subgroup, container: content, origin: childOrigin, forcedAlong: share, parentAxis: group.axis)
            } else {
                let slot = placeItem(child, container: content, origin: childOrigin, share: share, axis: group.axis)
                childSize = slot.size
                // A fraction of a cross length that is itself being found waits for it (second pass below).
                let cross = horizontal ? child.layoutSize.heightDimension : child.layoutSize.widthDimension
                if crossEstimated && cross.isFraction(of: horizontal ? .vertical : .horizontal) {
                    fractionalCross.append((frames.count - 1, child, slot))
                    countsTowardCross = false
                }
            }
            if countsTowardCross { crossUsed = max(crossUsed ?? 0, horizontal ? childSize.height : childSize.width) }
            cursor += (horizontal ? childSize.width : childSize.height) + spacing
            index += 1
        }

        let alongUsed = index > 0 ? cursor - spacing : 0
        if alongEstimated {
            if horizontal { size.width = alongUsed + insets.leading + insets.trailing }
            else { size.height = alongUsed + insets.top + insets.bottom }
        }
        if crossEstimated {
            let cross = crossUsed ?? (horizontal ? content.height : content.width)
            if horizontal {
                size.height = cross + insets.top + insets.bottom
                content.height = cross
            } else {
                size.width = cross + insets.leading + insets.trailing
                content.width = cross
            }
            for entry in fractionalCross {
                var slot = entry.slot
                if horizontal { slot.size.height = entry.item.layoutSize.heightDimension.resolved(in: content) }
                else { slot.size.width = entry.item.layoutSize.widthDimension.resolved(in: content) }
                frames[entry.frame] = Self.cellFrame(slot, item: entry.item, widthEstimated: false, heightEstimated: false)
            }
        }
        return size
    }

    /// Places one item; returns its slot (the frame before the item's content insets).
    private mutating func placeItem(_ item: CollectionLayoutItem, container: CGSize, origin: CGPoint, share: CGFloat?, axis: CollectionLayoutGroup.Axis) -> CGRect {
        var size = item.layoutSize.resolved(in: container)
        var widthEstimated = item.layoutSize.widthDimension.isEstimated
        var heightEstimated = item.layoutSize.heightDimension.isEstimated
        if let share {
            if axis == .horizontal { size.width = share; widthEstimated = false }
            else { size.height = share; heightEstimated = false }
        }
        if widthEstimated || heightEstimated {
            let measured = measure(ItemPath(item: nextItem, section: section), size, widthEstimated, heightEstimated)
            if widthEstimated { size.width = measured.width }
            if heightEstimated { size.height = measured.height }
        }
        let slot = CGRect(origin: origin, size: size)
        frames.append(Self.cellFrame(slot, item: item, widthEstimated: widthEstimated, heightEstimated: heightEstimated))
        return slot
    }

    /// The slot shrunk by the item's content insets, except on estimated axes.
    static func cellFrame(_ slot: CGRect, item: CollectionLayoutItem, widthEstimated: Bool, heightEstimated: Bool) -> CGRect {
        let insets = effectiveInsets(item.contentInsets, widthEstimated: widthEstimated, heightEstimated: heightEstimated)
        return CGRect(
            x: slot.minX + insets.leading, y: slot.minY + insets.top,
            width: max(0, slot.width - insets.leading - insets.trailing),
            height: max(0, slot.height - insets.top - insets.bottom))
    }

    static func effectiveInsets(_ insets: DirectionalEdgeInsets, widthEstimated: Bool, heightEstimated: Bool) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: heightEstimated ? 0 : insets.top, leading: widthEstimated ? 0 : insets.leading,
            bottom: heightEstimated ? 0 : insets.bottom, trailing: widthEstimated ? 0 : insets.trailing)
    }
}
