import Foundation
@testable import AutoLayout

/// SCENARIOS.md S4's social feed row: avatar, user name, badge, created-at,
/// source and a multi-line content label whose bottom sizes the row.
final class FeedRow {
    let host: ScenarioCell
    let avatar: ImageView
    let name: Label
    let badge: ImageView
    let createdAt: Label
    let source: Label
    let content: Label

    /// The row's views in a fixed order, for comparing frames.
    var views: [View] { [host.contentView, avatar, name, badge, createdAt, source, content] }

    /// Fonts: name, small (created-at and source), content.
    init(nameFont: Font, smallFont: Font, contentFont: Font) {
        host = ScenarioCell(width: 375, height: 44)
        avatar = host.add(ImageView(image: Image(size: CGSize(width: 80, height: 80))), "avatar")
        name = host.add(Label(text: "Alice", font: nameFont), "name")
        badge = host.add(ImageView(image: Image(size: CGSize(width: 14, height: 14))), "badge")
        createdAt = host.add(Label(text: "5m ago", font: smallFont), "createdAt")
        source = host.add(Label(text: "from iPhone", font: smallFont), "source")
        content = host.add(
            Label(
                text: "Just shipped the new layout engine: cells size themselves from constraints on Linux, "
                    + "exactly as they do on iOS.",
                font: contentFont),
            "content")
        content.numberOfLines = 0
    }

    static func tenPointRow() -> FeedRow { FeedRow(nameFont: tenPoint, smallFont: tenPoint, contentFont: tenPoint) }

    static func systemFontRow() -> FeedRow {
        FeedRow(nameFont: .systemFont(ofSize: 17), smallFont: .systemFont(ofSize: 12), contentFont: .systemFont(ofSize: 14))
    }

    /// (a) The anchor API, through the result builder.
    func constrainWithAnchors() {
        let c = host.contentView
        let cell = host.cell
        for v in views { v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate {
            c.topAnchor.constraint(equalTo: cell.topAnchor)
            c.leftAnchor.constraint(equalTo: cell.leftAnchor)
            c.bottomAnchor.constraint(equalTo: cell.bottomAnchor)
            c.rightAnchor.constraint(equalTo: cell.rightAnchor)
            avatar.topAnchor.constraint(equalTo: c.topAnchor, constant: 10)
            avatar.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 10)
            avatar.widthAnchor.constraint(equalToConstant: 40)
            avatar.heightAnchor.constraint(equalToConstant: 40)
            name.topAnchor.constraint(equalTo: avatar.topAnchor)
            name.leftAnchor.constraint(equalTo: avatar.rightAnchor, constant: 8)
            badge.topAnchor.constraint(equalTo: name.topAnchor)
            badge.leftAnchor.constraint(equalTo: name.rightAnchor, constant: 8)
            badge.widthAnchor.constraint(equalToConstant: 14)
            badge.heightAnchor.constraint(equalToConstant: 14)
            createdAt.leftAnchor.constraint(equalTo: name.leftAnchor)
            createdAt.bottomAnchor.constraint(equalTo: avatar.bottomAnchor)
            source.leftAnchor.constraint(equalTo: createdAt.rightAnchor, constant: 10)
            source.bottomAnchor.constraint(equalTo: createdAt.bottomAnchor)
            source.rightAnchor.constraint(lessThanOrEqualTo: c.rightAnchor, constant: -8)
            content.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8)
            content.leftAnchor.constraint(equalTo: avatar.leftAnchor)
            content.rightAnchor.constraint(equalTo: c.rightAnchor, constant: -8)
            content.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -10)
        }
    }

    /// (b) The maker DSL, as the original SnapKit code reads.
    func constrainWithMaker() {
        host.contentView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        avatar.snp.makeConstraints { make in
            make.top.left.equalTo(10)
            make.size.equalTo(CGSize(width: 40, height: 40))
        }
        name.snp.makeConstraints { make in
            make.top.equalTo(avatar)
            make.left.equalTo(avatar.snp.right).offset(8)
        }
        badge.snp.makeConstraints { make in
            make.top.equalTo(name)
            make.left.equalTo(name.snp.right).offset(8)
            make.size.equalTo(CGSize(width: 14, height: 14))
        }
        createdAt.snp.makeConstraints { make in
            make.left.equalTo(name)
            make.bottom.equalTo(avatar)
        }
        source.snp.makeConstraints { make in
            make.left.equalTo(createdAt.snp.right).offset(10)
            make.bottom.equalTo(createdAt)
            make.right.lessThanOrEqualTo(-8)
        }
        content.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(8)
            make.left.equalTo(avatar)
            make.right.equalTo(-8)
            make.bottom.equalTo(-10)
        }
    }

    /// The table's self-sizing query: width 375 required, height as small as it can be.
    func fitRow() -> CGSize {
        host.fit(CGSize(width: 375, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
    }
}
