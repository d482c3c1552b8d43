import Foundation
import Synchronization

extension Image {
    /// The image registered under `name` with ``register(_:)``, or nil when there is none (UIKit's
    /// `UIImage(named:)`, which returns nil for a missing asset). There is no asset catalog on a
    /// server: register the images (their sizes) your code names, once, before using them.
    ///
    /// ```swift
    /// Image.register(Image(size: CGSize(width: 40, height: 40), name: "avatar"))
    /// avatarView.image = Image(named: "avatar")   // 40 x 40
    /// Image(named: "missing")                     // nil
    /// ```
    public init?(named name: String) {
        guard let image = Self.catalog.withLock({ $0[name] }) else { return nil }
        self = image
    }

    /// Makes `image` available to ``init(named:)`` under its `name`, replacing one of the same name.
    ///
    /// ```swift
    /// Image.register(Image(size: CGSize(width: 14, height: 14), name: "vip"))
    /// ```
    public static func register(_ image: Image) {
        catalog.withLock { $0[image.name] = image }
    }

    private static let catalog = Mutex<[String: Image]>([:])
}
