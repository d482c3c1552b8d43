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
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", options: .alignAllLeft, views: views)`
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align every view of the format on its right.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", options: .alignAllRight, views: views)`
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align every view of the format on its top.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .alignAllTop, views: views)`
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align every view of the format on its bottom.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .alignAllBottom, views: views)`
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align every view of the format on its leading.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", options: .alignAllLeading, views: views)`
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align every view of the format on its trailing.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", options: .alignAllTrailing, views: views)`
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align every view of the format on its centerX.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", options: .alignAllCenterX, views: views)`
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align every view of the format on its centerY.
    ///
    /// ```swift
    /// let cs = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[icon]-[title]-|", options: .alignAllCenterY, views: ["icon": icon, "title": title])
    /// ```
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align every view of the format on its lastBaseline.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .alignAllLastBaseline, views: views)`
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align every view of the format on its firstBaseline.
    /// e.g. `try LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .alignAllFirstBaseline, views: views)`
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits that hold alignment options.
    /// e.g. `options.intersection(.alignmentMask) == [.alignAllTop]`
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// The default (raw value 0): a horizontal format runs leading to trailing.
    /// e.g. `let options: FormatOptions = [.alignAllTop, .directionLeadingToTrailing]`
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs left to right whatever the layout direction.
    /// e.g. `let options: FormatOptions = [.alignAllTop, .directionLeftToRight]`
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs right to left whatever the layout direction.
    /// e.g. `let options: FormatOptions = [.alignAllTop, .directionRightToLeft]`
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits that hold the direction.
    /// e.g. `options.intersection(.directionMask) == .directionRightToLeft`
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

    /// The default (raw value 0): spacing runs from edge to edge.
    /// e.g. `let options: FormatOptions = [.alignAllLeading, .spacingEdgeToEdge]`
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs from one view's last baseline to the next one's first baseline.
    /// e.g. `let options: FormatOptions = [.alignAllLeading, .spacingBaselineToBaseline]`
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits that hold the spacing.
    /// e.g. `options.intersection(.spacingMask).isEmpty   // edge to edge`
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

    /// An attribute that `alignAll…` options align the views on.
    /// e.g. `FormatOptions.alignAllTop.alignments   // [.top]`
    public enum Alignment: CaseIterable, Hashable, Sendable {
        /// The attribute each `alignAll…` option names.
        case left, right, top, bottom, leading, trailing, centerX, centerY, lastBaseline, firstBaseline

        /// The option that asks for this alignment.
        /// e.g. `FormatOptions.Alignment.centerY.option   // .alignAllCenterY`
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
        /// e.g. `FormatOptions.Alignment.leading.isHorizontal   // true`
        public var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: true
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: false
            }
        }
    }

    /// How a horizontal format runs.
    /// e.g. `FormatOptions.directionRightToLeft.direction   // .rightToLeft`
    public enum Direction: Hashable, Sendable {
        /// Leading to trailing (the default), or always left to right, or always right to left.
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// The requested alignments, in `Alignment.allCases` order.
    /// e.g. `([.alignAllTop, .alignAllBottom] as FormatOptions).alignments   // [.top, .bottom]`
    public var alignments: [Alignment] {
        Alignment.allCases.filter { contains($0.option) }
    }

    /// The requested direction, or nil when the direction bits hold no valid value.
    /// e.g. `FormatOptions.directionLeftToRight.direction   // .leftToRight`
    public var direction: Direction? {
        switch intersection(.directionMask) {
        case .directionLeftToRight: .leftToRight
        case .directionRightToLeft: .rightToLeft
        case []: .leadingToTrailing
        default: nil
        }
    }

    /// Whether spacing runs baseline to baseline.
    /// e.g. `FormatOptions.spacingBaselineToBaseline.isBaselineToBaseline   // true`
    public var isBaselineToBaseline: Bool { contains(.spacingBaselineToBaseline) }

    /// Every bit that some option defines.
    static let known: FormatOptions = Alignment.allCases.reduce(into: [.directionMask, .spacingMask]) {
        $0.formUnion($1.option)
    }
}
