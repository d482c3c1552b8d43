import Foundation
import AutoLayout

/// One waterfall section's numbers, after the per-section closures.
struct WaterfallSectionMetrics {
    var columns: Int
    var columnSpacing: CGFloat
    var rowSpacing: CGFloat
    var inset: EdgeInsets
    var headerHeight: CGFloat
    var headerInset: EdgeInsets
    var footerHeight: CGFloat
    var footerInset: EdgeInsets
}

extension WaterfallLayout {
    /// Places every item (measuring those not cached at their section's width).
    func placeAll() {
        error = nil
        index = ColumnIndex(columnCount: 0)
        contentHeight = 0
        guard let counts = counts(dataSource.validatedCounts(after: CollectionLayoutError.nonNegative("bounds.size", bounds.size))) else { return }
        var sections: [WaterfallSectionMetrics] = []
        sections.reserveCapacity(counts.count)
        for section in counts.indices {
            switch metrics(forSection: section) {
            case let .success(value): sections.append(value)
            case let .failure(problem):
                error = problem
                return
            }
        }
        // Measured heights hold for the sections' column widths; another width re-measures.
        if originalItemSize == nil {
            cache.use(key: sections.map {
                Self.columnWidth(bounds.width, columns: $0.columns, inset: $0.inset, spacing: $0.columnSpacing)
            })
        }
        var built = ColumnIndex(columnCount: 0)
        var cursor: CGFloat = 0
        for (section, count) in counts.enumerated() {
            guard let bottom = place(section, count: count, metrics: sections[section], from: cursor, into: &built)
            else { return }
            cursor = bottom
        }
        index = built
        contentHeight = cursor
    }

    /// Lays out one section from `top`; returns its bottom, or nil (with `error` set) if an item
    /// could not be measured.
    private func place(
        _ section: Int, count: Int, metrics m: WaterfallSectionMetrics, from top: CGFloat, into built: inout ColumnIndex
    ) -> CGFloat? {
        built.startSection(columns: m.columns)
        var cursor = top + m.headerInset.top
        if m.headerHeight > 0 {
            built.addSupplementary(.header, frame: CGRect(
                x: m.headerInset.left, y: cursor,
                width: max(0, bounds.width - m.headerInset.left - m.headerInset.right), height: m.headerHeight))
            cursor += m.headerHeight + m.headerInset.bottom
        }
        cursor += m.inset.top
        // Read once: `screen` walks up to the host's root each time.
        let screen = self.screen
        let original = originalItemSize
        let columnWidth = Self.columnWidth(bounds.width, columns: m.columns, inset: m.inset, spacing: m.columnSpacing)
        let width = original == nil ? columnWidth : floorToPixel(columnWidth, on: screen)
        var bottoms = Array(repeating: cursor, count: m.columns)
        var filled = Array(repeating: false, count: m.columns)
        for item in 0..<count {
            let path = ItemPath(item: item, section: section)
            let height: CGFloat
            if let original {
                let size = original(path.indexPath)
                height = size.width > 0 && size.height > 0 && size.height.isFinite
                    ? floorToPixel(size.height * width / size.width, on: screen) : 0
            } else {
                switch cache.height(of: path, width: width, sizing: sizing, screen: screen) {
                case let .success(measured): height = measured
                case let .failure(problem):
                    error = problem
                    return nil
                }
            }
            let column: Int
            switch itemRenderDirection {
            case .shortestFirst where original != nil:
                // CHT counts the spacing below a column's last item: the column where the item would sit highest.
                let next = bottoms.indices.map { bottoms[$0] + (filled[$0] ? m.rowSpacing : 0) }
                column = next.indices.min { next[$0] < next[$1] } ?? 0
            case .shortestFirst: column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
            case .leftToRight: column = item % m.columns
            case .rightToLeft: column = m.columns - 1 - item % m.columns
            }
            let y = bottoms[column] + (filled[column] ? m.rowSpacing : 0)
            let x = m.inset.left + CGFloat(column) * (width + m.columnSpacing)
            built.addCell(CGRect(x: x, y: y, width: width, height: height), item: item, column: column)
            bottoms[column] = y + height
            filled[column] = true
        }
        cursor = (bottoms.max() ?? cursor) + m.inset.bottom + m.footerInset.top
        if m.footerHeight > 0 {
            built.addSupplementary(.footer, frame: CGRect(
                x: m.footerInset.left, y: cursor,
                width: max(0, bounds.width - m.footerInset.left - m.footerInset.right), height: m.footerHeight))
            cursor += m.footerHeight + m.footerInset.bottom
        }
        return cursor
    }

    /// `section`'s numbers (its closures, else the layout-wide properties), or the first unusable one.
    func metrics(forSection section: Int) -> Result<WaterfallSectionMetrics, CollectionLayoutError> {
        let m = WaterfallSectionMetrics(
            columns: columnCountForSection?(section) ?? numberOfColumns,
            columnSpacing: columnSpacingForSection?(section) ?? columnSpacing,
            rowSpacing: rowSpacingForSection?(section) ?? rowSpacing,
            inset: insetForSection?(section) ?? sectionInset,
            headerHeight: headerHeightForSection?(section) ?? headerHeight,
            headerInset: headerInsetForSection?(section) ?? headerInset,
            footerHeight: footerHeightForSection?(section) ?? footerHeight,
            footerInset: footerInsetForSection?(section) ?? footerInset)
        func name(_ property: String, _ closure: Any?) -> String {
            closure == nil ? property : "\(property) (section \(section))"
        }
        if m.columns < 1 {
            return .failure(.invalidParameter(
                name: name("numberOfColumns", columnCountForSection), value: "\(m.columns)", requirement: ">= 1"))
        }
        let problem = CollectionLayoutError.nonNegative(name("columnSpacing", columnSpacingForSection), m.columnSpacing)
            ?? CollectionLayoutError.nonNegative(name("rowSpacing", rowSpacingForSection), m.rowSpacing)
            ?? CollectionLayoutError.nonNegative(name("sectionInset", insetForSection), m.inset)
            ?? CollectionLayoutError.nonNegative(name("headerHeight", headerHeightForSection), m.headerHeight)
            ?? CollectionLayoutError.nonNegative(name("headerInset", headerInsetForSection), m.headerInset)
            ?? CollectionLayoutError.nonNegative(name("footerHeight", footerHeightForSection), m.footerHeight)
            ?? CollectionLayoutError.nonNegative(name("footerInset", footerInsetForSection), m.footerInset)
        return problem.map { .failure($0) } ?? .success(m)
    }

    /// `x` floored to the pixel grid of `screen`.
    func floorToPixel(_ x: CGFloat, on screen: Screen) -> CGFloat {
        let scale = screen.scale.isFinite && screen.scale > 0 ? screen.scale : 1
        return (x * scale).rounded(.down) / scale
    }
}
