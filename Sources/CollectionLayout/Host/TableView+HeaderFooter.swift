import AutoLayout
import Foundation

extension TableView {
    /// Makes header and footer views of `aClass` (with `init(reuseIdentifier:)`) for `identifier` when
    /// no reused one waits.
    ///
    /// ```swift
    /// tableView.register(SectionTitle.self, forHeaderFooterViewReuseIdentifier: "Title")
    /// ```
    public func register(_ aClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(identifier) { aClass.init(reuseIdentifier: identifier) }
    }

    /// A header or footer view for `identifier`: one that left the screen (after `prepareForReuse()`),
    /// else a new one of the registered class; `nil` if no class was registered for it, as in UIKit.
    ///
    /// ```swift
    /// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Title") as? SectionTitle
    /// ```
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard headerFooterQueue.isRegistered(identifier) else { return nil }
        return headerFooterQueue.dequeue(
            identifier, what: "a header or footer view",
            registerCall: "register(_:forHeaderFooterViewReuseIdentifier:)")
    }

    /// The header view of `section` if it is on screen and is a `TableViewHeaderFooterView`.
    ///
    /// ```swift
    /// tableView.headerView(forSection: 0)?.frame
    /// ```
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        shownView(.header, section) as? TableViewHeaderFooterView
    }

    /// The footer view of `section` if it is on screen and is a `TableViewHeaderFooterView`.
    ///
    /// ```swift
    /// tableView.footerView(forSection: 0)?.frame
    /// ```
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        shownView(.footer, section) as? TableViewHeaderFooterView
    }

    /// The frame of `section`'s header, on screen or not (zero height when it has none).
    ///
    /// ```swift
    /// tableView.rectForHeader(inSection: 1).minY
    /// ```
    public func rectForHeader(inSection section: Int) -> CGRect {
        supplementaryRect(.header, section)
    }

    /// The frame of `section`'s footer, on screen or not (zero height when it has none).
    ///
    /// ```swift
    /// tableView.rectForFooter(inSection: 1).maxY
    /// ```
    public func rectForFooter(inSection section: Int) -> CGRect {
        supplementaryRect(.footer, section)
    }

    private func shownView(_ kind: ElementKind, _ section: Int) -> View? {
        updateIfNeeded()
        return supplementaries.visible[ElementKey(kind: kind, path: ItemPath(item: 0, section: section))]
    }

    private func supplementaryRect(_ kind: ElementKind, _ section: Int) -> CGRect {
        updateIfNeeded()
        return layout.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame ?? .zero
    }

    /// The height a self-sizing header or footer view takes at `width` (its constraints' fitting size,
    /// width required), measured on the view the delegate gives, which is then shown; 0 without a view.
    func fittedHeight(of kind: ElementKind, inSection section: Int, width: CGFloat) -> CGFloat {
        let key = ElementKey(kind: kind, path: ItemPath(item: 0, section: section))
        let screen = layout.screen
        return supplementaries.measure(key) { view in
            if view.screen != screen { view.screen = screen }
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        } ?? 0
    }

    /// Asks the delegate for the view of a header or footer (`nil`: the section shows none).
    func delegateView(for key: ElementKey) -> View? {
        guard let delegate else { return nil }
        switch key.kind {
        case .header: return delegate.tableView(self, viewForHeaderInSection: key.path.section)
        case .footer: return delegate.tableView(self, viewForFooterInSection: key.path.section)
        case .cell: return nil
        }
    }

    /// Tells the delegate a header or footer view came on screen or left it.
    func tellDelegate(_ view: View, _ key: ElementKey, appearing: Bool) {
        guard let delegate else { return }
        let section = key.path.section
        switch (key.kind, appearing) {
        case (.header, true): delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        case (.footer, true): delegate.tableView(self, willDisplayFooterView: view, forSection: section)
        case (.header, false): delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case (.footer, false): delegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        case (.cell, _): break
        }
    }
}
