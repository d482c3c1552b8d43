import Foundation

extension View {
    /// The margins inside the bounds that `layoutMarginsGuide` follows; 8 on
    /// every side by default.
    public var layoutMargins: EdgeInsets {
        get {
            guard marginsAreDirectional else { return margins }
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let d = directionalMargins
            return EdgeInsets(
                top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        }
        set {
            margins = newValue
            marginsAreDirectional = false
            rootView.engine?.marginsDidChange(self)
        }
    }

    /// The margins with leading and trailing edges, which follow the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            guard !marginsAreDirectional else { return directionalMargins }
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return DirectionalEdgeInsets(
                top: margins.top, leading: rtl ? margins.right : margins.left,
                bottom: margins.bottom, trailing: rtl ? margins.left : margins.right)
        }
        set {
            directionalMargins = newValue
            marginsAreDirectional = true
            rootView.engine?.marginsDidChange(self)
        }
    }

    /// A guide for the bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = generated.marginsGuide { return guide }
        let guide = LayoutGuide(identifier: "\(debugName).layoutMarginsGuide")
        guide.owningView = self
        generated.marginsGuide = guide
        rootView.engine?.adopt(guide)
        return guide
    }
}
