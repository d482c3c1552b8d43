/// Options for turning a visual format into constraints: which attribute to
/// align all the views on, in which direction a horizontal format runs, and
/// how vertical spacing is measured. UIKit's `NSLayoutConstraint.FormatOptions`,
/// with the same names and raw values.
///
/// ```swift
/// let options: FormatOptions = [.alignAllCenterY, .directionLeftToRight]
/// options.alignments   // [.centerY]
/// options.direction    // .leftToRight
/// ```
public struct FormatOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align every view of the format on its left.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align every view of the format on its right.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align every view of the format on its top.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align every view of the format on its bottom.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align every view of the format on its leading.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align every view of the format on its trailing.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align every view of the format on its centerX.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align every view of the format on its centerY.
    ///
    /// ```swift
    /// let cs = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[icon]-[title]-|", options: .alignAllCenterY, views: ["icon": icon, "title": title])
    /// ```
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align every view of the format on its lastBaseline.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align every view of the format on its firstBaseline.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits that hold alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// The default (raw value 0): a horizontal format runs leading to trailing.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs left to right whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs right to left whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits that hold the direction.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

    /// The default (raw value 0): spacing runs from edge to edge.
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs from one view's last baseline to the next one's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits that hold the spacing.
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

    /// An attribute that `alignAll…` options align the views on.
    public enum Alignment: CaseIterable, Hashable, Sendable {
        /// The attribute each `alignAll…` option names.
        case left, right, top, bottom, leading, trailing, centerX, centerY, lastBaseline, firstBaseline

        /// The option that asks for this alignment.
        public var option: FormatOptions {
            switch self {
            case .left: .alignAllLeft
            case .right: .alignAllRight
            case .top: .alignAllTop
            case .bottom: .alignAllBottom
            case .leading: .alignAllLeading
            case .trailing: .alignAllTrailing
            case .centerX: .alignAllCenterX
            case .centerY: .alignAllCenterY
            case .lastBaseline: .alignAllLastBaseline
            case .firstBaseline: .alignAllFirstBaseline
            }
        }

        /// Whether the attribute lies along the horizontal axis (left, right,
        /// leading, trailing, centerX), which only a vertical format can align.
        public var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: true
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: false
            }
        }
    }

    /// How a horizontal format runs.
    public enum Direction: Hashable, Sendable {
        /// Leading to trailing (the default), or always left to right, or always right to left.
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// The requested alignments, in `Alignment.allCases` order.
    public var alignments: [Alignment] {
        Alignment.allCases.filter { contains($0.option) }
    }

    /// The requested direction, or nil when the direction bits hold no valid value.
    public var direction: Direction? {
        switch intersection(.directionMask) {
        case .directionLeftToRight: .leftToRight
        case .directionRightToLeft: .rightToLeft
        case []: .leadingToTrailing
        default: nil
        }
    }

    /// Whether spacing runs baseline to baseline.
    public var isBaselineToBaseline: Bool { contains(.spacingBaselineToBaseline) }

    /// Every bit that some option defines.
    static let known: FormatOptions = Alignment.allCases.reduce(into: [.directionMask, .spacingMask]) {
        $0.formUnion($1.option)
    }
}
