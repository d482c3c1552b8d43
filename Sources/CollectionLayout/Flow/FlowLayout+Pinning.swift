import Foundation

extension FlowLayout {
    /// The header or footer of `section` in content coordinates: where the section puts it or, when
    /// pinned, kept inside the visible rectangle (less the host's insets) while its section is on
    /// screen: a header no lower than the section's end before its footer allows, a footer no higher
    /// than just below its header.
    func supplementaryFrame(_ kind: ElementKind, of section: FlowSection) -> CGRect? {
        let placed: CGRect? = switch kind {
        case .header: section.header
        case .footer: section.footer
        case .cell: nil
        }
        guard let placed else { return nil }
        let frame = axis.offset(placed, by: section.origin)
        let pinned = kind == .header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        guard pinned else { return frame }
        let length = axis.main(placed.size)
        let natural = axis.mainRange(frame).min
        let visible = visibleMainRange()
        let start = section.origin, end = section.origin + section.length
        let main: CGFloat
        if kind == .header {
            let footerLength = section.footer.map { axis.main($0.size) } ?? 0
            main = max(start, min(max(natural, visible.min), end - footerLength - length))
        } else {
            let headerLength = section.header.map { axis.main($0.size) } ?? 0
            main = min(end - length, max(min(natural, visible.max - length), start + headerLength))
        }
        return axis.offset(frame, by: main - natural)
    }

    /// The visible rectangle's extent along the scrolling axis, less the host's content insets there.
    private func visibleMainRange() -> (min: CGFloat, max: CGFloat) {
        let insets = (hostView as? ScrollingHost)?.layoutInsets ?? .zero
        let range = axis.mainRange(bounds)
        let edges = Edges(insets, axis: axis, crossExtent: axis.cross(bounds.size))
        return (range.min + edges.mainStart, range.max - edges.mainEnd)
    }
}
