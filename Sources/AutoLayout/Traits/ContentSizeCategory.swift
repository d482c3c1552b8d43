/// The user's preferred text size, which Dynamic Type fonts scale with (UIKit's
/// `UIContentSizeCategory`): seven standard sizes, extra small to extra extra extra large, and
/// five larger accessibility sizes. Large is the default. Categories compare by size.
///
/// A screen carries one (``Screen/preferredContentSizeCategory``); a font for a text style at a
/// category comes from ``Font/preferredFont(forTextStyle:compatibleWith:)``.
///
/// ```swift
/// let big = Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
///                  preferredContentSizeCategory: .accessibilityMedium)
/// big.preferredContentSizeCategory.isAccessibilityCategory   // true
/// ContentSizeCategory.extraLarge > .large                    // true
/// ```
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Not set: fonts use the Large sizes.
    case unspecified = "_UICTContentSizeCategoryUnspecified"
    /// xSmall: body 14 pt.
    case extraSmall = "UICTContentSizeCategoryXS"
    /// Small: body 15 pt.
    case small = "UICTContentSizeCategoryS"
    /// Medium: body 16 pt.
    case medium = "UICTContentSizeCategoryM"
    /// Large, the default: body 17 pt.
    case large = "UICTContentSizeCategoryL"
    /// xLarge: body 19 pt.
    case extraLarge = "UICTContentSizeCategoryXL"
    /// xxLarge: body 21 pt.
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// xxxLarge: body 23 pt.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// AX1: body 28 pt.
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// AX2: body 33 pt.
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// AX3: body 40 pt.
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// AX4: body 47 pt.
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// AX5: body 53 pt.
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// Whether this is one of the five accessibility sizes (AX1 to AX5).
    ///
    /// ```swift
    /// ContentSizeCategory.accessibilityLarge.isAccessibilityCategory   // true
    /// ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory // false
    /// ```
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The position in the size order, unspecified first (0), extra small 1 … AX5 12.
    var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}
