import Foundation
@testable import AutoLayout

/// SCENARIOS.md S4's product grid cell: an image sized from the screen
/// width at priority 999 (which sets the cell's width), a two-line
/// description, a price whose bottom sets the cell's height, and sales.
final class ProductCell {
    let host: ScenarioCell
    let image: ImageView
    let details: Label
    let price: Label
    let sales: Label
    let screenWidth: CGFloat

    var views: [View] { [host.contentView, image, details, price, sales] }

    init(screenWidth: CGFloat, smallFont: Font, priceFont: Font) {
        self.screenWidth = screenWidth
        host = ScenarioCell(width: 100, height: 100)
        host.cell.contentScaleFactor = 2   // a Retina grid: 178.5 stays 178.5
        image = host.add(ImageView(image: Image(size: CGSize(width: 600, height: 600))), "image")
        details = host.add(Label(text: "Wireless earbuds with a charging case", font: smallFont), "details")
        details.numberOfLines = 2
        price = host.add(Label(text: "$19.99", font: priceFont), "price")
        sales = host.add(Label(text: "1.2k sold", font: smallFont), "sales")
    }

    static func tenPointCell() -> ProductCell { ProductCell(screenWidth: 375, smallFont: tenPoint, priceFont: tenPoint) }

    static func systemFontCell() -> ProductCell {
        ProductCell(screenWidth: 375, smallFont: .systemFont(ofSize: 12), priceFont: .systemFont(ofSize: 14))
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
            image.topAnchor.constraint(equalTo: c.topAnchor)
            image.leftAnchor.constraint(equalTo: c.leftAnchor)
            image.rightAnchor.constraint(equalTo: c.rightAnchor)
            image.heightAnchor.constraint(equalToConstant: screenWidth * 0.5).withPriority(999)
            image.widthAnchor.constraint(equalToConstant: (screenWidth - 18) * 0.5).withPriority(999)
            details.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 4)
            details.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 8)
            details.rightAnchor.constraint(equalTo: c.rightAnchor, constant: -8)
            details.heightAnchor.constraint(equalToConstant: 28)
            price.topAnchor.constraint(equalTo: details.bottomAnchor, constant: 8)
            price.leftAnchor.constraint(equalTo: details.leftAnchor)
            price.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -8)
            sales.centerYAnchor.constraint(equalTo: price.centerYAnchor)
            sales.rightAnchor.constraint(equalTo: c.rightAnchor, constant: -8)
        }
    }

    /// (b) The maker DSL, as the original SnapKit code reads.
    func constrainWithMaker() {
        host.contentView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        image.snp.makeConstraints { make in
            make.top.left.right.equalTo(0)
            make.height.equalTo(screenWidth * 0.5).priority(999)
            make.width.equalTo((screenWidth - 18) * 0.5).priority(999)
        }
        details.snp.makeConstraints { make in
            make.top.equalTo(image.snp.bottom).offset(4)
            make.left.equalTo(8)
            make.right.equalTo(-8)
            make.height.equalTo(28)
        }
        price.snp.makeConstraints { make in
            make.top.equalTo(details.snp.bottom).offset(8)
            make.left.equalTo(details)
            make.bottom.equalTo(-8)
        }
        sales.snp.makeConstraints { make in
            make.centerY.equalTo(price)
            make.right.equalTo(-8)
        }
    }

    /// The flow layout's estimated-size query: both axes as small as the constraints allow.
    func fitItem() -> CGSize {
        host.fit(View.layoutFittingCompressedSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
}
