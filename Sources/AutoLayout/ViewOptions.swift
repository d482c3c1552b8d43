import Foundation

/// The settings of a view that most views leave at their defaults (a
/// screen and scale of its own, a background colour, layout margins, a
/// diagnostics handler), kept out of line: made when one is first set, so
/// that the views of a large screen do not each carry room for all of them.
final class ViewOptions {
    var screen: Screen?
    var scale: CGFloat?
    var backgroundColor: Color?
    var margins = ViewOptions.defaultMargins
    var marginsAreDirectional = false
    var directionalMargins = ViewOptions.defaultDirectionalMargins
    var diagnosticsHandler: (@Sendable (String) -> Void)?

    /// 8 on every side, as in UIKit.
    static let defaultMargins = EdgeInsets(all: 8)
    static let defaultDirectionalMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
}

extension View {
    /// The view's options, made on first use (see ``ViewOptions``).
    var ensuredOptions: ViewOptions {
        if let options { return options }
        let made = ViewOptions()
        options = made
        return made
    }

    var ownScreen: Screen? { options?.screen }
    var ownScale: CGFloat? { options?.scale }

    var margins: EdgeInsets {
        get { options?.margins ?? ViewOptions.defaultMargins }
        set { ensuredOptions.margins = newValue }
    }
    var marginsAreDirectional: Bool {
        get { options?.marginsAreDirectional ?? false }
        set { if newValue || options != nil { ensuredOptions.marginsAreDirectional = newValue } }
    }
    var directionalMargins: DirectionalEdgeInsets {
        get { options?.directionalMargins ?? ViewOptions.defaultDirectionalMargins }
        set { ensuredOptions.directionalMargins = newValue }
    }
    var diagnosticsHandler: (@Sendable (String) -> Void)? {
        get { options?.diagnosticsHandler }
        set { if newValue != nil || options != nil { ensuredOptions.diagnosticsHandler = newValue } }
    }
}
