import Foundation

extension FlowLayout {
    /// The elements intersecting `rect`, after measuring every line of estimated items that it touches.
    ///
    /// O(log n + k) once the touched lines are measured: sections and lines are found by binary search.
    ///
    /// ```swift
    /// let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 375, height: 667))
    /// ```
    func queryElements(in rect: CGRect) -> [LayoutAttributes] {
        prepareIfNeeded()
        guard !rect.isNull else { return [] }
        let rect = rect.standardized
        if isEstimating { measureLines(in: rect) }
        var result: [LayoutAttributes] = []
        forEachSection(intersecting: rect) { index in
            let section = sections[index]
            let local = axis.offset(rect, by: -section.origin)
            if let header = supplementaryFrame(.header, of: section), header.strictlyIntersects(rect) {
                result.append(supplementary(.header, frame: header, in: section))
            }
            for lineIndex in lineIndices(of: section, intersecting: local) {
                let line = section.lines[lineIndex]
                for item in line.first..<line.end {
                    let frame = section.frame(of: item)
                    if frame.strictlyIntersects(local) { result.append(attributes(.cell, item: item, frame: frame, in: section)) }
                }
            }
            if let footer = supplementaryFrame(.footer, of: section), footer.strictlyIntersects(rect) {
                result.append(supplementary(.footer, frame: footer, in: section))
            }
        }
        return result
    }

    /// The cell at `indexPath`, measuring its line first when estimating.
    ///
    /// ```swift
    /// layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    /// ```
    func queryItem(at indexPath: ItemPath) -> LayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].sizes.indices.contains(indexPath.item)
        else { return nil }
        if isEstimating {
            while measureLine(containing: indexPath.item, inSection: indexPath.section) {}
        }
        let section = sections[indexPath.section]
        return attributes(.cell, item: indexPath.item, frame: section.frame(of: indexPath.item), in: section)
    }

    /// The header or footer of `indexPath.section` (at its current, possibly estimated, position; pinned
    /// ones where the visible rectangle holds them).
    ///
    /// ```swift
    /// layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 1))
    /// ```
    func querySupplementary(ofKind kind: ElementKind, at indexPath: ItemPath) -> LayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        return supplementaryFrame(kind, of: section).map { supplementary(kind, frame: $0, in: section) }
    }

    /// A header or footer's attributes, its frame already in content coordinates.
    private func supplementary(_ kind: ElementKind, frame: CGRect, in section: FlowSection) -> LayoutAttributes {
        LayoutAttributes(kind: kind, path: ItemPath(item: 0, section: section.index), frame: frame)
    }

    private func attributes(_ kind: ElementKind, item: Int, frame: CGRect, in section: FlowSection) -> LayoutAttributes {
        LayoutAttributes(
            kind: kind, path: ItemPath(item: item, section: section.index),
            frame: axis.offset(frame, by: section.origin))
    }

    /// Calls `body` with each section whose extent along the scrolling axis overlaps `rect`'s.
    private func forEachSection(intersecting rect: CGRect, _ body: (Int) -> Void) {
        let range = axis.mainRange(rect)
        var index = sections.partitionPoint { $0.origin + $0.length > range.min }
        while index < sections.count, sections[index].origin < range.max {
            body(index)
            index += 1
        }
    }

    /// The lines whose extent along the scrolling axis overlaps `local`'s (section coordinates).
    private func lineIndices(of section: FlowSection, intersecting local: CGRect) -> Range<Int> {
        let range = axis.mainRange(local)
        let indices = section.lines.indices
        let first = indices.partitionPoint { section.line($0).mainEnd > range.min }
        let end = indices.partitionPoint { section.line($0).main >= range.max }
        return first..<max(first, end)
    }

    /// Measures the unmeasured items of every line with an item in `rect`, until no such line is left.
    private func measureLines(in rect: CGRect) {
        var measuredSome = true
        while measuredSome {
            measuredSome = false
            forEachSection(intersecting: rect) { index in
                let items = unmeasuredItems(inSection: index, touching: rect)
                if !items.isEmpty {
                    measure(items, inSection: index)
                    measuredSome = true
                }
            }
        }
    }

    /// The unmeasured items of the lines of section `index` with an item in `rect`. (A function of its
    /// own so that no copy of the section outlives it: measuring then changes the section in place.)
    private func unmeasuredItems(inSection index: Int, touching rect: CGRect) -> [Int] {
        let section = sections[index]
        let local = axis.offset(rect, by: -section.origin)
        var items: [Int] = []
        for lineIndex in lineIndices(of: section, intersecting: local) {
            let line = section.lines[lineIndex]
            let touched = (line.first..<line.end).contains { section.frame(of: $0).strictlyIntersects(local) }
            if touched { items += (line.first..<line.end).filter { !section.measured[$0] } }
        }
        return items
    }

    /// The unmeasured items of the line holding `item` in section `index`.
    private func unmeasuredItems(inSection index: Int, lineOf item: Int) -> [Int] {
        let section = sections[index]
        let line = section.lines[section.lineIndex(containing: item)]
        return (line.first..<line.end).filter { !section.measured[$0] }
    }

    /// Measures the line holding `item` if it has unmeasured items; returns whether it did.
    private func measureLine(containing item: Int, inSection index: Int) -> Bool {
        let items = unmeasuredItems(inSection: index, lineOf: item)
        if items.isEmpty { return false }
        measure(items, inSection: index)
        return true
    }

    /// Measures `items`, then re-lays out the section from the line of the first one whose size changed
    /// (or the line before, when it starts a line) up to where the old lines pick up again, and
    /// restacks the sections after it.
    private func measure(_ items: [Int], inSection index: Int) {
        var firstChanged: Int?
        var lastChanged = 0
        let measurer = sizing.map {
            Measurer(sizing: $0, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority,
                     screen: screen)
        }
        for item in items {
            let path = ItemPath(item: item, section: index)
            sections[index].measured[item] = true
            guard let measurer else {
                error = .missingSizing(path.indexPath)
                continue
            }
            switch measurer.measure(path, target: estimate) {
            case let .success(measured):
                let size = acceptedSize(measured, over: sections[index].sizes[item], at: path)
                cache[path] = size
                if size != sections[index].sizes[item] {
                    sections[index].sizes[item] = size
                    firstChanged = min(firstChanged ?? item, item)
                    lastChanged = max(lastChanged, item)
                }
            case let .failure(problem):
                error = problem
            }
        }
        guard let firstChanged else { return }
        // A line's first item that shrank may now fit on the line before: start there.
        var lineIndex = sections[index].lineIndex(containing: firstChanged)
        if lineIndex > 0 && sections[index].lines[lineIndex].first == firstChanged { lineIndex -= 1 }
        sections[index].layout(fromLine: lineIndex, metrics: metrics(forSection: index), changedThrough: lastChanged)
        updateOrigins(from: index + 1)
    }

    /// The measured size if `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// accepts it (asked only when it differs from the current size), else the current size. An accepted
    /// size is reported as UIKit does: `invalidateLayout(with:)` with the context of
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    private func acceptedSize(_ measured: CGSize, over current: CGSize, at path: ItemPath) -> CGSize {
        guard measured != current else { return measured }
        let original = LayoutAttributes(kind: .cell, path: path, frame: CGRect(origin: .zero, size: current))
        let preferred = LayoutAttributes(kind: .cell, path: path, frame: CGRect(origin: .zero, size: measured))
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return current
        }
        let context = invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        context.isPlacedMeasurement = true
        invalidateLayout(with: context)
        return measured
    }
}
