import Foundation

extension View {
    /// The margins inside the bounds that `layoutMarginsGuide` follows; 8 on
    /// every side by default.
    /// e.g. `cell.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)`
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
    /// e.g. `cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)`
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
    /// e.g. `title.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor).isActive = true`
    public var layoutMarginsGuide: LayoutGuide { engineGuide(\.marginsGuide, named: "layoutMarginsGuide") }

    /// The guide the engine keeps at `slot` (margins, safe area, readable content), made on first use.
    func engineGuide(_ slot: WritableKeyPath<GeneratedConstraints, LayoutGuide?>, named name: String) -> LayoutGuide {
        if let guide = generated[keyPath: slot] { return guide }
        let guide = LayoutGuide(identifier: "\(debugName).\(name)")
        guide.owningView = self
        generated[keyPath: slot] = guide
        rootView.engine?.adopt(guide)
        return guide
    }
}
