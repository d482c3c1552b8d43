import AutoLayout
import CollectionLayout
import Foundation

// Seed 002 ("Self sizing cells with rotation assist"), table half: the article's Swift with
// `import UIKit` replaced and the `UI` prefixes dropped. Changes a port needs, and why:
// - the cell writes `required init(style:reuseIdentifier:)` for UIKit's `override init` (a host
//   makes registered classes through a required initializer);
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

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
}
