/// How much room an interface has along one axis (UIKit's `UIUserInterfaceSizeClass`): compact
/// or regular. A screen derives its classes from its bounds (see ``Screen/traitCollection``).
///
/// ```swift
/// let phone = Screen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
/// phone.traitCollection.horizontalSizeClass == .compact   // true
/// ```
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room: a phone's width in portrait, its height in landscape.
    case compact = 1
    /// Ample room: a pad's width and height, a phone's height in portrait.
    case regular = 2
}

/// Which way up the interface is shown (UIKit's `UIInterfaceOrientation`).
///
/// ```swift
/// Screen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 3).interfaceOrientation.isLandscape   // true
/// ```
public enum InterfaceOrientation: Int, Hashable, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top of the interface to the left (the device turned right).
    case landscapeLeft = 4
    /// On its side, the top of the interface to the right (the device turned left).
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    ///
    /// ```swift
    /// InterfaceOrientation.portrait.isPortrait   // true
    /// ```
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    ///
    /// ```swift
    /// InterfaceOrientation.landscapeRight.isLandscape   // true
    /// ```
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
