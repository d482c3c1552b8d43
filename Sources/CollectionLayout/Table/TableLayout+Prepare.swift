import Foundation

extension TableLayout {
    /// Gathers every height: fixed ones, cached measurements, estimates, and (without estimates) measures.
    ///
    /// ```swift
    /// table.prepare()
    /// ```
    func computeLayout() {
        error = nil
        slots = TableSlots()
        guard let counts = counts(dataSource.validatedCounts(after: configurationError())) else { return }
        cache.use(key: width)
        headerCache.use(key: width)
        footerCache.use(key: width)
        var built = TableSlots()
        for (section, rows) in counts.enumerated() {
            built.sectionStarts.append(built.count)
            let header: (height: CGFloat, pending: Bool), footer: (height: CGFloat, pending: Bool)
            switch (headerFooterHeight(.header, section: section), headerFooterHeight(.footer, section: section)) {
            case let (.success(headerHeight), .success(footerHeight)): (header, footer) = (headerHeight, footerHeight)
            case let (.failure(problem), _), let (_, .failure(problem)):
                error = problem
                return
            }
            built.append(height: header.height, pending: header.pending)
            for row in 0..<rows {
                let path = ItemPath(row: row, section: section)
                switch rowHeight(at: path) {
                case let .success((height, pending)): built.append(height: height, pending: pending)
                case let .failure(problem):
                    error = problem
                    return
                }
            }
            built.append(height: footer.height, pending: footer.pending)
        }
        slots = built
    }

    /// The first unusable property, if any.
    func configurationError() -> CollectionLayoutError? {
        if let problem = CollectionLayoutError.nonNegative("bounds.size", bounds.size)
            ?? Self.heightError("sectionHeaderHeight", sectionHeaderHeight)
            ?? Self.heightError("sectionFooterHeight", sectionFooterHeight)
            ?? Self.heightError("estimatedSectionHeaderHeight", estimatedSectionHeaderHeight)
            ?? Self.heightError("estimatedSectionFooterHeight", estimatedSectionFooterHeight)
            ?? Self.heightError("rowHeight", rowHeight)
            ?? Self.heightError("estimatedRowHeight", estimatedRowHeight) {
            return problem
        }
        return nil
    }

    /// A height must be `automaticDimension` or a finite number >= 0.
    static func heightError(_ name: @autoclosure () -> String, _ value: CGFloat) -> CollectionLayoutError? {
        value == automaticDimension || value.isFiniteNonNegative
            ? nil
            : .invalidParameter(name: name(), value: "\(value)", requirement: "automaticDimension or a finite number >= 0")
    }

    /// A row's height now, and whether it still waits to be measured.
    private func rowHeight(at path: ItemPath) -> Result<(CGFloat, Bool), CollectionLayoutError> {
        let fixed = heightForRow?(path.indexPath) ?? rowHeight
        if let problem = Self.heightError("heightForRow(\(path))", fixed) { return .failure(problem) }
        if fixed != Self.automaticDimension { return .success((fixed, false)) }
        if let measured = cache[path] { return .success((measured.height, false)) }
        let estimate = estimatedHeightForRow?(path.indexPath) ?? estimatedRowHeight
        if let problem = Self.heightError("estimatedHeightForRow(\(path))", estimate) { return .failure(problem) }
        let start = estimate > 0 ? estimate : Self.defaultRowHeight
        if estimate != 0 { return .success((start, true)) }
        return .success((measure(path) ?? start, false))
    }

    /// Measures one row at the table width: width required, height at fitting-size priority.
    /// Returns nil (and records the error) when it cannot.
    func measure(_ path: ItemPath) -> CGFloat? {
        guard let sizing else {
            error = .missingSizing(path.indexPath)
            return nil
        }
        let measurer = Measurer(
            sizing: sizing, horizontalPriority: FittingPriority.required,
            verticalPriority: FittingPriority.fittingSizeLevel, screen: screen)
        switch measurer.measure(path, target: CGSize(width: width, height: 0)) {
        case let .success(size):
            cache[path] = size
            return size.height
        case let .failure(problem):
            error = problem
            return nil
        }
    }
}
