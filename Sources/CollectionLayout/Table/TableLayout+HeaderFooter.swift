import Foundation

extension TableLayout {
    /// Where an unmeasured self-sizing header or footer starts when its estimate is `automaticDimension`.
    static let defaultHeaderFooterEstimate: CGFloat = 28

    /// A header's or footer's height now, and whether it still waits to be measured: a fixed height,
    /// or (`automaticDimension`) the measured one, else its estimate, else (estimate 0) measured now.
    func headerFooterHeight(_ kind: ElementKind, section: Int) -> Result<(CGFloat, Bool), CollectionLayoutError> {
        let header = kind == .header
        let fixed = (header ? heightForHeader?(section) : heightForFooter?(section))
            ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        if let problem = Self.heightError("\(header ? "heightForHeader" : "heightForFooter")(\(section))", fixed) {
            return .failure(problem)
        }
        if fixed != Self.automaticDimension { return .success((fixed, false)) }
        if let measured = headerFooterCache(kind)[ItemPath(item: 0, section: section)] {
            return .success((measured.height, false))
        }
        let estimate = (header ? estimatedHeightForHeader?(section) : estimatedHeightForFooter?(section))
            ?? (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight)
        let name = "\(header ? "estimatedHeightForHeader" : "estimatedHeightForFooter")(\(section))"
        if let problem = Self.heightError(name, estimate) { return .failure(problem) }
        if estimate != 0 { return .success((estimate > 0 ? estimate : Self.defaultHeaderFooterEstimate, true)) }
        return .success((measureHeaderFooter(kind, section: section) ?? 0, false))
    }

    /// Measures a self-sizing header or footer at the table width through `headerFooterSizing` (none:
    /// height 0). Returns nil (and records the error) when the answer is not a finite number >= 0.
    func measureHeaderFooter(_ kind: ElementKind, section: Int) -> CGFloat? {
        let height = headerFooterSizing?(kind, section, width) ?? 0
        guard height.isFiniteNonNegative else {
            error = .invalidParameter(
                name: "headerFooterSizing(\(kind), \(section))", value: "\(height)", requirement: "a finite number >= 0")
            return nil
        }
        let path = ItemPath(item: 0, section: section)
        if kind == .header {
            headerCache[path] = CGSize(width: width, height: height)
        } else {
            footerCache[path] = CGSize(width: width, height: height)
        }
        return height
    }

    private func headerFooterCache(_ kind: ElementKind) -> MeasurementCache<CGFloat> {
        kind == .header ? headerCache : footerCache
    }

    /// Forgets the measured headers and footers (the table's width or content changed).
    func forgetHeaderFooterMeasurements() {
        headerCache.removeAll()
        footerCache.removeAll()
    }
}
