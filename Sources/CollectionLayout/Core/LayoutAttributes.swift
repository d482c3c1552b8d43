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
}

/// The frame of one element of a layout: UIKit's `UICollectionViewLayoutAttributes`, reduced to geometry.
///
/// ```swift
/// let cell = LayoutAttributes(kind: .cell, indexPath: ItemPath(item: 0, section: 0),
///                             frame: CGRect(x: 0, y: 0, width: 50, height: 50))
/// cell.size   // (50, 50)
/// ```
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// Whether this is a cell, a header or a footer.
    public var kind: ElementKind
    /// The item's path; for headers and footers, the section with item 0.
    public var indexPath: ItemPath
    /// The element's frame in content coordinates (y grows downward).
    public var frame: CGRect

    /// Makes attributes for one element.
    ///
    /// ```swift
    /// let header = LayoutAttributes(kind: .header, indexPath: ItemPath(item: 0, section: 1),
    ///                               frame: CGRect(x: 0, y: 120, width: 375, height: 40))
    /// ```
    public init(kind: ElementKind, indexPath: ItemPath, frame: CGRect) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The frame's size.
    ///
    /// ```swift
    /// attributes.size.height
    /// ```
    public var size: CGSize { frame.size }

    /// The frame's centre point.
    ///
    /// ```swift
    /// attributes.center.x
    /// ```
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// `cell [0, 3] (x, y, w, h)`.
    public var description: String {
        "\(kind) \(indexPath) (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
    }

    /// Orders by section, then header / cell / footer, then item — the order layouts return elements in.
    static func displayOrder(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
        (lhs.indexPath.section, lhs.kind.rawValue, lhs.indexPath.item)
            < (rhs.indexPath.section, rhs.kind.rawValue, rhs.indexPath.item)
    }
}
