import Foundation

/// What a layout element is: a cell, or a section's header or footer (UIKit's element category and kind).
///
/// ```swift
/// let headers = attributes.filter { $0.kind == .header }
/// ```
public enum ElementKind: Int, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A section header (`elementKindSectionHeader`); its path has item 0.
    case header
    /// A cell (collection item or table row).
    case cell
    /// A section footer (`elementKindSectionFooter`); its path has item 0.
    case footer

    /// Headers before cells before footers: the order elements appear within a section.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `header`, `cell` or `footer`.
    public var description: String {
        switch self {
        case .header: "header"
        case .cell: "cell"
        case .footer: "footer"
        }
    }

    /// UIKit's string for a supplementary kind (`elementKindSectionHeader` / `Footer`); `nil` for cells.
    ///
    /// ```swift
    /// ElementKind.header.supplementaryKind   // "UICollectionElementKindSectionHeader"
    /// ```
    public var supplementaryKind: String? {
        switch self {
        case .header: CollectionView.elementKindSectionHeader
        case .footer: CollectionView.elementKindSectionFooter
        case .cell: nil
        }
    }

    /// The header or footer kind a UIKit kind string names, or `nil` for any other string.
    ///
    /// ```swift
    /// ElementKind(supplementaryKind: CollectionView.elementKindSectionFooter)   // .footer
    /// ```
    public init?(supplementaryKind: String) {
        switch supplementaryKind {
        case CollectionView.elementKindSectionHeader: self = .header
        case CollectionView.elementKindSectionFooter: self = .footer
        default: return nil
        }
    }
}

/// The category of a layout element, as UIKit's `UICollectionView.ElementCategory` names it.
///
/// ```swift
/// attributes.representedElementCategory == .cell
/// ```
public enum ElementCategory: Int, Hashable, Sendable {
    /// A cell.
    case cell
    /// A header, footer or other supplementary view.
    case supplementaryView
    /// A decoration view (no layout here makes them).
    case decorationView
}

/// UIKit's name for the layout attributes class, so ported code that says
/// `UICollectionViewLayoutAttributes` compiles with the prefix dropped.
///
/// ```swift
/// let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// ```
public typealias CollectionViewLayoutAttributes = LayoutAttributes

/// The geometry of one element of a layout: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A class, as in UIKit: layouts hand out fresh instances, and subclasses of a layout may change
/// the attributes `super` returns (`frame`, `size`, `center`...) before returning them. As in UIKit,
/// setting `size` keeps the centre where it was. Equality compares values (UIKit's `isEqual:`), not
/// identity. Subclasses with properties of their own override `copy(with:)` and `isEqual(_:)`.
///
/// ```swift
/// let cell = LayoutAttributes(kind: .cell, indexPath: IndexPath(item: 0, section: 0),
///                             frame: CGRect(x: 0, y: 0, width: 50, height: 50))
/// let moved = cell.copy() as! CollectionViewLayoutAttributes
/// moved.frame.origin.x = 10
/// cell.frame.minX   // still 0
/// ```
open class LayoutAttributes: Hashable, CustomStringConvertible {
    /// Whether this is a cell, a header or a footer.
    /// e.g. `attributes.kind == .header`
    public var kind: ElementKind
    /// The element's path as the layouts keep it (what `indexPath` reads and writes); for headers and
    /// footers, the section with item 0.
    var itemPath: ItemPath

    /// The element's path as UIKit gives it, a Foundation `IndexPath` (`[section, item]`); for headers
    /// and footers, the section with item 0. Setting a path of other than two indexes is a programming error.
    ///
    /// ```swift
    /// let model = items[attributes.indexPath.item]
    /// collectionView.cellForItem(at: attributes.indexPath)
    /// ```
    public var indexPath: IndexPath {
        get { itemPath.indexPath }
        set { itemPath = ItemPath(host: newValue) }
    }
    /// The element's frame in content coordinates (y grows downward).
    ///
    /// ```swift
    /// attributes.frame.origin.x = 0   // move the element to the left edge
    /// ```
    public var frame: CGRect = .zero
    /// The stacking order among overlapping elements (default 0).
    /// e.g. `attributes.zIndex = 1   // drawn above its neighbours`
    public var zIndex: Int = 0
    /// The element's opacity (default 1).
    /// e.g. `attributes.alpha = 0.5`
    public var alpha: CGFloat = 1
    /// Whether the element is hidden (default false).
    /// e.g. `attributes.isHidden = true`
    public var isHidden = false

    /// Empty attributes for a cell at `[0, 0]`: what `copy(with:)` starts from in subclasses.
    ///
    /// ```swift
    /// let blank = LayoutAttributes()
    /// ```
    public required init() {
        kind = .cell
        itemPath = ItemPath(item: 0, section: 0)
    }

    /// Makes attributes for one element; `indexPath` has two indexes, `[section, item]` (item 0 for a
    /// header or footer): another length is a programming error.
    ///
    /// ```swift
    /// let header = LayoutAttributes(kind: .header, indexPath: IndexPath(item: 0, section: 1),
    ///                               frame: CGRect(x: 0, y: 120, width: 375, height: 40))
    /// ```
    public convenience init(kind: ElementKind, indexPath: IndexPath, frame: CGRect) {
        self.init(kind: kind, path: ItemPath(host: indexPath), frame: frame)
    }

    /// Attributes for the element at `path`, as the layouts make them.
    convenience init(kind: ElementKind, path: ItemPath, frame: CGRect) {
        self.init()
        self.kind = kind
        self.itemPath = path
        self.frame = frame
    }

    /// Attributes for the cell at `indexPath`, with a zero frame (UIKit's `init(forCellWith:)`).
    ///
    /// ```swift
    /// let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    /// ```
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a header or footer (UIKit's `init(forSupplementaryViewOfKind:with:)`); an unknown
    /// kind is a programming error: only section headers and footers are supported.
    ///
    /// ```swift
    /// let header = CollectionViewLayoutAttributes(
    ///     forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
    /// ```
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        guard let kind = ElementKind(supplementaryKind: elementKind) else {
            preconditionFailure("supported supplementary kinds are the section header and footer; got \(elementKind)")
        }
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The frame's size; setting a different size keeps `center` where it was, as in UIKit.
    ///
    /// ```swift
    /// attributes.size = CGSize(width: 80, height: 30)
    /// ```
    public var size: CGSize {
        get { frame.size }
        set {
            guard newValue != frame.size else { return }
            let middle = center
            frame = CGRect(
                x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The frame's centre point; setting it moves the frame.
    ///
    /// ```swift
    /// attributes.center.x
    /// ```
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            guard newValue != center else { return }
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The element's bounds: its size at a zero origin.
    ///
    /// ```swift
    /// attributes.bounds.width
    /// ```
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// `.cell` or `.supplementaryView` (UIKit's `representedElementCategory`).
    ///
    /// ```swift
    /// attributes.representedElementCategory == .supplementaryView
    /// ```
    public var representedElementCategory: ElementCategory { kind == .cell ? .cell : .supplementaryView }

    /// The supplementary kind string, `nil` for cells (UIKit's `representedElementKind`).
    ///
    /// ```swift
    /// attributes.representedElementKind == CollectionView.elementKindSectionHeader
    /// ```
    public var representedElementKind: String? { kind.supplementaryKind }

    /// A new instance of the same class with the same values (UIKit's `NSCopying`); subclasses
    /// with properties of their own override it, call `super` and copy theirs.
    ///
    /// ```swift
    /// override func copy(with zone: NSZone? = nil) -> Any {
    ///     let copy = super.copy(with: zone) as! TagAttributes
    ///     copy.highlighted = highlighted
    ///     return copy
    /// }
    /// ```
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.kind = kind
        copy.itemPath = itemPath
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        return copy
    }

    /// A copy, as UIKit code writes it: `attributes.copy() as! CollectionViewLayoutAttributes`.
    ///
    /// ```swift
    /// let mine = attributes.copy() as! CollectionViewLayoutAttributes
    /// ```
    public func copy() -> Any { copy(with: nil) }

    /// A copy typed as attributes (the layouts' own use).
    func clone() -> LayoutAttributes { copy(with: nil) as! LayoutAttributes }

    /// Whether `other` describes the same element with the same geometry (UIKit's `isEqual:`);
    /// subclasses with properties of their own override it and call `super`.
    ///
    /// ```swift
    /// attributes.isEqual(attributes.copy() as! LayoutAttributes)   // true
    /// ```
    open func isEqual(_ other: LayoutAttributes) -> Bool {
        type(of: self) == type(of: other) && kind == other.kind && itemPath == other.itemPath
            && frame == other.frame && zIndex == other.zIndex && alpha == other.alpha
            && isHidden == other.isHidden
    }

    /// Equal values (see `isEqual(_:)`).
    public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool { lhs.isEqual(rhs) }

    /// Hashes the kind, path and frame.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(itemPath)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.size.width)
        hasher.combine(frame.size.height)
    }

    /// `cell [0, 3] (x, y, w, h)`.
    open var description: String {
        "\(kind) \(itemPath) (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
    }

    /// Orders by section, then header / cell / footer, then item — the order layouts return elements in.
    static func displayOrder(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        (lhs.itemPath.section, lhs.kind.rawValue, lhs.itemPath.item)
            < (rhs.itemPath.section, rhs.kind.rawValue, rhs.itemPath.item)
    }
}
