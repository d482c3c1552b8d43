import Foundation
import AutoLayout

/// Measures items: the layouts' window onto self-sizing cells (`systemLayoutSizeFitting` on a cell).
///
/// A layout calls it with the size it proposes (`target`) and how firmly each axis is held, using
/// UIKit's priorities: table rows get width 1000 (required) and height 50 (fitting-size level); items
/// sized on both axes get 50 and 50. The answer is the size the element wants. Implementations are
/// expected to be pure functions of their arguments and the model: the layouts cache the answers.
///
/// ```swift
/// struct TextRows: ItemSizing {
///     let texts: [String]
///     func size(for path: IndexPath, fitting target: CGSize,
///               horizontalFittingPriority: Float, verticalFittingPriority: Float) -> CGSize {
///         CGSize(width: target.width, height: CGFloat(20 * (texts[path.item].count / 30 + 1)))
///     }
/// }
/// table.sizing = TextRows(texts: model)
/// ```
public protocol ItemSizing {
    /// The size the element at `path` takes when fitted to `target` with the given priorities.
    ///
    /// ```swift
    /// sizing.size(for: path, fitting: CGSize(width: 375, height: 0),
    ///             horizontalFittingPriority: FittingPriority.required,
    ///             verticalFittingPriority: FittingPriority.fittingSizeLevel)
    /// ```
    func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize

    /// The size the element at `path` takes when fitted to `target` on `screen` (the layout's):
    /// what the layouts call. The default ignores the screen and calls
    /// ``size(for:fitting:horizontalFittingPriority:verticalFittingPriority:)``; `SizingCell` measures
    /// its cell on the screen, so fitting sizes round up to its pixel grid.
    ///
    /// ```swift
    /// sizing.size(for: path, fitting: CGSize(width: 375, height: 0),
    ///             horizontalFittingPriority: FittingPriority.required,
    ///             verticalFittingPriority: FittingPriority.fittingSizeLevel,
    ///             screen: Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 3))
    /// ```
    func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float, screen: Screen
    ) -> CGSize
}

extension ItemSizing {
    /// Ignores the screen: the four-argument `size(for:fitting:...)`.
    public func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float, screen: Screen
    ) -> CGSize {
        size(for: path, fitting: target,
             horizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }
}

/// The fitting priorities layouts pass to `ItemSizing` (UIKit's `UILayoutPriority` values).
///
/// ```swift
/// layout.horizontalFittingPriority = FittingPriority.required   // pin item widths to the estimate
/// ```
public enum FittingPriority {
    /// 1000: the size on this axis is fixed at the target.
    /// e.g. `layout.horizontalFittingPriority = FittingPriority.required`
    public static let required: Float = 1000
    /// 50: the size on this axis comes from the content; the target is only a weak preference.
    /// e.g. `layout.verticalFittingPriority = FittingPriority.fittingSizeLevel`
    public static let fittingSizeLevel: Float = 50
}

/// An `ItemSizing` made from a closure; handy for tests and simple models.
///
/// ```swift
/// let sizing = ClosureItemSizing { path, target, _, _ in
///     CGSize(width: target.width, height: CGFloat(44 + path.item))
/// }
/// ```
public struct ClosureItemSizing: ItemSizing {
    private let body: (IndexPath, CGSize, Float, Float) -> CGSize

    /// Wraps `body(path, target, horizontalPriority, verticalPriority)`.
    ///
    /// ```swift
    /// let fixed = ClosureItemSizing { _, _, _, _ in CGSize(width: 80, height: 30) }
    /// ```
    public init(_ body: @escaping (IndexPath, CGSize, Float, Float) -> CGSize) {
        self.body = body
    }

    /// Calls the closure.
    public func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize {
        body(path, target, horizontalFittingPriority, verticalFittingPriority)
    }
}
