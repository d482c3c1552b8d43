import AutoLayout
import CollectionLayout
import Foundation
import Testing

// Seed 002 ("Self sizing cells with rotation assist"), table half: the article's Swift with
// `import UIKit` replaced and the `UI` prefixes dropped. Changes a port needs, and why:
// - the classes are named like the package's own, so they name their superclasses with the
//   module (`CollectionLayout.TableViewController`): the documented way out of a name clash;
// - the article's prototype cell comes from Interface Builder (a label pinned 8 points inside,
//   body font, 0 lines), so its layout is written in code in `init(style:reuseIdentifier:)`
//   and the class is registered in `viewDidLoad` (what the storyboard does);
// - the data source overrides sit in the class body, not an extension: Swift without the
//   Objective-C runtime cannot override from extensions.
enum Seed002 {
    class TableViewController: CollectionLayout.TableViewController {

        var dataSource: [String] = [
            "Donec id elit non mi porta gravida at eget metus.",
            "Integer posuere erat a ante venenatis dapibus posuere velit aliquet. Cum sociis natoque penatibus et magnis dis parturient montes, nascetur ridiculus mus.",
            "Duis mollis, est non commodo luctus, nisi erat porttitor ligula, eget lacinia odio sem nec elit. Vestibulum id ligula porta felis euismod semper. Nullam id dolor id nibh ultricies vehicula ut id elit. Nullam quis risus eget urna mollis ornare vel eu leo.",
            "Maecenas faucibus mollis interdum.",
            "Donec ullamcorper nulla non metus auctor fringilla. Aenean lacinia bibendum nulla sed consectetur. Cras mattis consectetur purus sit amet fermentum.",
            "Cum sociis natoque penatibus et magnis dis parturient montes, nascetur ridiculus mus. Maecenas faucibus mollis interdum.",
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            self.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")

            self.tableView.estimatedRowHeight = 44
            self.tableView.rowHeight = TableView.automaticDimension
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            return self.dataSource.count
        }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> CollectionLayout.TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! TableViewCell

            cell.dynamicLabel?.text = self.dataSource[indexPath.row]
            cell.dynamicLabel.font = Font.preferredFont(forTextStyle: .body)

            return cell
        }
    }

    class TableViewCell: CollectionLayout.TableViewCell {

        weak var dynamicLabel: Label!

        // The prototype cell of the storyboard, in code.
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = Font.preferredFont(forTextStyle: .body)
            label.numberOfLines = 0
            self.contentView.addSubview(label)
            self.dynamicLabel = label
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: self.contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: self.contentView.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: self.contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: self.contentView.trailingAnchor, constant: -8),
            ])
        }
    }
}

@MainActor
struct Seed002PortTests {
    @Test func rowsSizeToTheirText() throws {
        let controller = Seed002.TableViewController()
        let table = controller.tableView
        let cells = table.visibleCells.map { $0 as! Seed002.TableViewCell }
        #expect(cells.count == 6)
        // Every row is its label plus 8 points above and below, 375 wide, rows stacked without gaps.
        var y: CGFloat = 0
        for cell in cells {
            #expect(cell.frame.minY == y)
            #expect(cell.frame.width == 375)
            #expect(cell.dynamicLabel.frame.minX == 8)
            #expect(cell.dynamicLabel.frame.width == 359)
            #expect(cell.frame.height == cell.dynamicLabel.frame.height + 16)
            y = cell.frame.maxY
        }
        #expect(table.contentSize == CGSize(width: 375, height: y))
        #expect(cells.map(\.frame.height) == expectedHeights)
        #expect(cells.map { $0.dynamicLabel.text } == controller.dataSource)
    }

    @Test func rotationMeasuresAgainAtTheNewWidth() throws {
        let controller = Seed002.TableViewController()
        let table = controller.tableView
        _ = table.visibleCells
        table.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        let cells = table.visibleCells.map { $0 as! Seed002.TableViewCell }
        #expect(cells.allSatisfy { $0.frame.width == 667 && $0.dynamicLabel.frame.width == 651 })
        #expect(zip(cells.map(\.frame.height), expectedHeights).allSatisfy { $0 <= $1 })
    }

    /// Body text (17 pt Liberation Sans metrics, lines 19.548 tall) wrapped at 359 points: 2, 4, 6, 1,
    /// 4 and 3 lines, each label rounded up to the 2x pixel grid, plus 16.
    let expectedHeights: [CGFloat] = [55.5, 94.5, 133.5, 36, 94.5, 75]
}
