import AutoLayout
import Foundation

extension View {
    /// Adds a cell's `contentView`, its four edges pinned to the cell's.
    func install(contentView: View) {
        contentView.identifier = "contentView"
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
