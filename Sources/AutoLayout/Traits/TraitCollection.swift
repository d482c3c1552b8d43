import Foundation

/// The environment an interface is laid out for (UIKit's `UITraitCollection`, as a value): size
/// classes, the preferred text size, the idiom and the scale.
///
/// A screen gives its own (``Screen/traitCollection``), derived from its bounds; a view reads
/// its screen's (``View/traitCollection``). Traits built by hand start unspecified, as UIKit's do.
///
/// ```swift
/// let traits = TraitCollection(preferredContentSizeCategory: .extraLarge)
/// Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize   // 19
/// ```
public struct TraitCollection: Hashable, Sendable {
    /// The room across: compact on a phone in portrait (and most in landscape), regular on a pad.
    /// e.g. `if view.traitCollection.horizontalSizeClass == .regular { columns = 2 }`
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The room from top to bottom: compact on a phone in landscape, else regular.
    /// e.g. `view.traitCollection.verticalSizeClass == .compact   // a phone on its side`
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The user's text size, which Dynamic Type fonts follow.
    /// e.g. `Font.preferredFont(forTextStyle: .body, compatibleWith: screen.traitCollection)`
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The kind of device.
    /// e.g. `view.traitCollection.userInterfaceIdiom == .pad`
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    /// e.g. `view.traitCollection.displayScale   // 2 on the default screen`
    public var displayScale: CGFloat

    /// Traits with the given values; the rest unspecified.
    ///
    /// ```swift
    /// let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// ```
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        preferredContentSizeCategory: ContentSizeCategory = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }
}

extension Screen {
    /// The screen's traits, derived from its bounds the way iPhones and iPads report them (a
    /// full-screen app; Split View and Slide Over are not modelled):
    ///
    /// - A screen whose shorter side is at least 700 points is a pad: regular width and height
    ///   in both orientations.
    /// - Otherwise it is a phone. In portrait: compact width, regular height. In landscape:
    ///   compact height, and regular width on the large phones (shorter side at least 414
    ///   points: Plus, Max, XR, 11, 14 Plus …), compact on the others.
    ///
    /// The content size category is ``preferredContentSizeCategory``; the scale is ``scale``.
    ///
    /// ```swift
    /// let max = Screen(bounds: CGRect(x: 0, y: 0, width: 926, height: 428), scale: 3)
    /// max.traitCollection.horizontalSizeClass   // .regular
    /// max.traitCollection.verticalSizeClass     // .compact
    /// ```
    public var traitCollection: TraitCollection {
        let short = min(bounds.width, bounds.height)
        let isPad = short >= 700
        let landscape = interfaceOrientation.isLandscape
        let horizontal: UserInterfaceSizeClass = isPad || (landscape && short >= 414) ? .regular : .compact
        let vertical: UserInterfaceSizeClass = isPad || !landscape ? .regular : .compact
        return TraitCollection(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            preferredContentSizeCategory: preferredContentSizeCategory,
            userInterfaceIdiom: isPad ? .pad : .phone, displayScale: gridScale)
    }

    /// How the interface is shown, from the bounds: ``InterfaceOrientation/portrait`` when they
    /// are at least as tall as wide, else ``InterfaceOrientation/landscapeRight`` (the bounds
    /// cannot tell which side is up; `Device.current.orientation` can say so).
    ///
    /// ```swift
    /// Screen.default.interfaceOrientation   // .portrait
    /// ```
    public var interfaceOrientation: InterfaceOrientation {
        bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}

extension View {
    /// The traits of the screen this view is shown on (see ``Screen/traitCollection``).
    ///
    /// ```swift
    /// if cell.traitCollection.horizontalSizeClass == .regular { stack.axis = .horizontal }
    /// ```
    public var traitCollection: TraitCollection { screen.traitCollection }
}
