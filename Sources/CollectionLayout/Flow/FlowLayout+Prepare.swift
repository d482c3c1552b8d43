import Foundation

extension FlowLayout {
    /// Lays out every section from the current sizes: measured ones from the cache, estimates for the rest.
    func computeLayout() {
        error = nil
        sections = []
        guard let counts = counts(dataSource.validatedCounts(after: configurationError())) else { return }
        if isEstimating {
            cache.use(key: MeasureKey(
                target: estimate, crossExtent: crossExtent,
                priorities: [horizontalFittingPriority, verticalFittingPriority]))
        }
        var built: [FlowSection] = []
        built.reserveCapacity(counts.count)
        for (index, count) in counts.enumerated() {
            guard let section = makeSection(index, count: count) else { return }
            built.append(section)
        }
        sections = built
        updateOrigins(from: 0)
    }

    /// The first unusable property, if any.
    func configurationError() -> CollectionLayoutError? {
        if let problem = CollectionLayoutError.nonNegative("bounds.size", bounds.size)
            ?? CollectionLayoutError.nonNegative("itemSize", itemSize)
            ?? CollectionLayoutError.nonNegative("minimumLineSpacing", minimumLineSpacing)
            ?? CollectionLayoutError.nonNegative("minimumInteritemSpacing", minimumInteritemSpacing)
            ?? CollectionLayoutError.nonNegative("sectionInset", sectionInset)
            ?? CollectionLayoutError.nonNegative("headerReferenceSize", headerReferenceSize)
            ?? CollectionLayoutError.nonNegative("footerReferenceSize", footerReferenceSize) {
            return problem
        }
        if estimatedItemSize != FlowLayout.automaticSize {
            return CollectionLayoutError.nonNegative("estimatedItemSize", estimatedItemSize)
        }
        return nil
    }

    /// Builds and lays out one section, or records the bad per-section value and returns nil.
    private func makeSection(_ index: Int, count: Int) -> FlowSection? {
        let inset = insetForSection?(index) ?? sectionInset
        let header = headerSizeForSection?(index) ?? headerReferenceSize
        let footer = footerSizeForSection?(index) ?? footerReferenceSize
        let metrics = metrics(forSection: index)
        if let problem = CollectionLayoutError.nonNegative("insetForSection(\(index))", inset)
            ?? CollectionLayoutError.nonNegative("lineSpacingForSection(\(index))", metrics.lineSpacing)
            ?? CollectionLayoutError.nonNegative("interitemSpacingForSection(\(index))", metrics.interitemSpacing)
            ?? CollectionLayoutError.nonNegative("headerSizeForSection(\(index))", header)
            ?? CollectionLayoutError.nonNegative("footerSizeForSection(\(index))", footer) {
            error = problem
            return nil
        }
        var sizes: [CGSize] = []
        var measured: [Bool] = []
        sizes.reserveCapacity(count)
        measured.reserveCapacity(count)
        for item in 0..<count {
            let path = ItemPath(item: item, section: index)
            if isEstimating {
                let cached = cache[path]
                sizes.append(cached ?? estimate)
                measured.append(cached != nil)
            } else {
                let size = sizeForItem?(path.indexPath) ?? itemSize
                if let problem = CollectionLayoutError.nonNegative("sizeForItem(\(path))", size) {
                    error = problem
                    return nil
                }
                sizes.append(size)
                measured.append(true)
            }
        }
        let uniform = !isEstimating && sizes.allSatisfy { $0 == sizes.first }
        var section = FlowSection(
            index: index, inset: inset, headerSize: header, footerSize: footer,
            sizes: sizes, measured: measured, isUniform: uniform)
        section.layout(fromLine: 0, metrics: metrics)
        return section
    }

    /// Restacks sections from `start` on after a length change. O(sections).
    func updateOrigins(from start: Int) {
        var origin = start > 0 ? sections[start - 1].origin + sections[start - 1].length : 0
        for index in start..<sections.count {
            sections[index].origin = origin
            origin += sections[index].length
        }
    }
}
