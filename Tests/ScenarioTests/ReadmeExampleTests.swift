// The Swift blocks of README.md's "Usage" section, each as written (its
// imports are at the top of this file), followed by checks of what it makes.
// Change both together.
import AutoLayout
import Cassowary
import CollectionLayout
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    @Test func anchorsAndFittingSize() throws {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let body = Label(text: "Self-sizing rows, computed on Linux.", font: .systemFont(ofSize: 17))
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 375 && size.height > 20)
    }

    @Test func makerDSLAndResultBuilder() throws {
        let row = View(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let avatar = View(), name = Label(text: "Ada Lovelace"), badge = View(), price = Label(text: "£4")
        for view in [avatar, name, badge, price] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        let showsBadge = true

        avatar.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(8)
        }
        LayoutConstraint.activate {
            avatar.widthAnchor.constraint(equalToConstant: 40)
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor)
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8)
            name.topAnchor.constraint(equalTo: avatar.topAnchor)
            if showsBadge { badge.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8) }
            price.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8).withPriority(.defaultHigh)
        }
        row.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 8, width: 40, height: 40))
    }

    @Test func selfSizingCells() throws {
        final class TagCell: CollectionViewCell {
            let label = Label(font: .systemFont(ofSize: 14))
            required init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                label.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(6)
                }
            }
        }

        let tags = ["swift", "linux", "auto layout", "cassowary", "self-sizing"]
        let flow = FlowLayout()
        flow.lineAlignment = .left                   // the tag cloud's fixed gaps
        flow.estimatedItemSize = CGSize(width: 60, height: 30)
        flow.sizing = SizingCell(TagCell(frame: .zero)) { cell, path in cell.label.text = tags[path.item] }
        flow.dataSource = ItemCounts([tags.count])
        flow.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        let visible = flow.layoutAttributesForElements(in: flow.bounds) ?? []   // measures what it shows
        #expect(visible.count == tags.count)
    }

    @Test func solverOnItsOwn() throws {
        let solver = Solver()
        let x = Variable("x"), width = Variable("width")
        try solver.add(x == 10)
        try solver.add(width >= 100)
        try solver.add((width == 50).priority(.strong))
        solver.updateVariables()  // optional: makes each read below one lookup
        solver.value(of: width)   // 100
        #expect(solver.value(of: x) == 10)
    }
}
