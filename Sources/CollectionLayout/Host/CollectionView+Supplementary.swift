import AutoLayout
import Foundation

/// The kind of section headers, under UIKit's old global name `UICollectionElementKindSectionHeader`
/// (Objective-C code and older Swift use it); the same string as `CollectionView.elementKindSectionHeader`.
///
/// ```swift
/// collectionView.register(Header.self, forSupplementaryViewOfKind: CollectionElementKindSectionHeader,
///                         withReuseIdentifier: "Header")
/// ```
public let CollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader

/// The kind of section footers, under UIKit's old global name `UICollectionElementKindSectionFooter`.
///
/// ```swift
/// collectionView.register(Footer.self, forSupplementaryViewOfKind: CollectionElementKindSectionFooter,
///                         withReuseIdentifier: "Footer")
/// ```
public let CollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

extension CollectionView {
    /// Makes views of `viewClass` (with `init(frame:)`) for the supplementary elements of `elementKind`
    /// dequeued with `identifier`, when no reused one waits.
    ///
    /// ```swift
    /// collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
    ///                         withReuseIdentifier: "Title")
    /// ```
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryQueues[elementKind, default: ReuseQueue()].register(identifier) { viewClass.init(frame: .zero) }
    }

    /// A view for the supplementary element of `elementKind` at `indexPath`: one of that kind that left
    /// the screen (after `prepareForReuse()`), else a new one of the registered class. Dequeuing a kind
    /// and identifier that were never registered together stops the program, as UIKit does.
    ///
    /// ```swift
    /// let header = collectionView.dequeueReusableSupplementaryView(
    ///     ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! TitleHeader
    /// ```
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryQueues[elementKind, default: ReuseQueue()].dequeue(
            identifier, what: "a supplementary view of kind \(elementKind)",
            registerCall: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// The view of a supplementary element on screen, or `nil` if it is off screen.
    ///
    /// ```swift
    /// collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
    ///                                  at: IndexPath(item: 0, section: 0))?.frame
    /// ```
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        updateIfNeeded()
        guard let kind = ElementKind(supplementaryKind: elementKind) else { return nil }
        return supplementaries.visible[ElementKey(kind: kind, path: ItemPath(host: indexPath))] as? CollectionReusableView
    }

    /// The supplementary views of `elementKind` on screen, in section order.
    ///
    /// ```swift
    /// collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(\.frame)
    /// ```
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        updateIfNeeded()
        guard let kind = ElementKind(supplementaryKind: elementKind) else { return [] }
        return supplementaries.views(ofKind: kind).compactMap { $0 as? CollectionReusableView }
    }

    /// The paths of the supplementary elements of `elementKind` on screen, in section order.
    ///
    /// ```swift
    /// collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionFooter)
    /// ```
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        updateIfNeeded()
        guard let kind = ElementKind(supplementaryKind: elementKind) else { return [] }
        return supplementaries.elements(ofKind: kind).map(\.path.indexPath)
    }

    /// The layout's attributes of a supplementary element (on screen or not).
    ///
    /// ```swift
    /// collectionView.layoutAttributesForSupplementaryElement(
    ///     ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))?.frame
    /// ```
    public func layoutAttributesForSupplementaryElement(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        updateIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// Asks the data source for the view of a supplementary element.
    func configuredSupplementaryView(for key: ElementKey) -> View? {
        guard let dataSource, let kind = key.kind.supplementaryKind else { return nil }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.path.indexPath)
    }
}
