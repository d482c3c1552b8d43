import Foundation
import Synchronization

/// The device the app runs on: its idiom and physical orientation (UIKit's `UIDevice`, as a value).
///
/// Layout code that asks `Device.current` (UIKit's `UIDevice.current`) for the orientation or idiom
/// gets a phone held in portrait unless the program says otherwise. It is one value for the whole
/// process, as in UIKit: set it before building the layouts that read it, not while other threads
/// lay out.
///
/// ```swift
/// Device.current.orientation.isPortrait              // true
/// Device.current = Device(userInterfaceIdiom: .pad, orientation: .landscapeLeft)
/// Device.current.userInterfaceIdiom == .pad          // true
/// ```
public struct Device: Hashable, Sendable {
    /// The kind of device: phone, pad …
    /// e.g. `if Device.current.userInterfaceIdiom == .pad { columns = 3 }`
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// How the device is held.
    /// e.g. `Device.current.orientation.isLandscape   // false by default`
    public var orientation: DeviceOrientation

    /// A device of this idiom held this way.
    ///
    /// ```swift
    /// let pad = Device(userInterfaceIdiom: .pad, orientation: .portrait)
    /// ```
    public init(userInterfaceIdiom: UserInterfaceIdiom = .phone, orientation: DeviceOrientation = .portrait) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.orientation = orientation
    }

    /// The device the program runs on (a phone in portrait until set).
    ///
    /// ```swift
    /// if Device.current.userInterfaceIdiom == .pad { columns = 2 }
    /// ```
    public static var current: Device {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private static let storage = Mutex(Device())
}

/// The kind of device an interface is built for (UIKit's `UIUserInterfaceIdiom`).
///
/// ```swift
/// Device.current.userInterfaceIdiom == .phone
/// ```
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
}

/// How a device is held (UIKit's `UIDeviceOrientation`).
///
/// ```swift
/// Device.current.orientation.isLandscape
/// ```
public enum DeviceOrientation: Int, Hashable, Sendable {
    /// Not known.
    case unknown
    /// Upright, the home button below.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the home button to the right.
    case landscapeLeft
    /// On its side, the home button to the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether the device is upright or upside down.
    ///
    /// ```swift
    /// DeviceOrientation.portraitUpsideDown.isPortrait   // true
    /// ```
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    ///
    /// ```swift
    /// DeviceOrientation.landscapeLeft.isLandscape   // true
    /// ```
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
