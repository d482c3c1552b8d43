import AutoLayout
import CollectionLayout
import Foundation

/// A cell that counts how often it was handed out again.
final class CountingCell: CollectionViewCell {
    var reuses = 0
    var item = -1

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Fixed-count items in one section, every configuration recorded; also a flow delegate.
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var count: Int
    var configured: [Int] = []
    var selectedItems: [Int] = []
    var deselectedItems: [Int] = []

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! CountingCell
        cell.item = indexPath.item
        configured.append(indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItems.append(indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselectedItems.append(indexPath.item)
    }
}

/// A row whose content is a box of a given height, 8 points inside the content view.
final class BoxRowCell: TableViewCell {
    let box = View()
    let boxHeight: LayoutConstraint

    required init(style: CellStyle, reuseIdentifier: String?) {
        boxHeight = box.heightAnchor.constraint(equalToConstant: 0)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            boxHeight,
        ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Rows whose boxes are 20, 30, 40, 50, 60, 20... points tall (rows 16 more).
final class BoxRows: TableViewDataSource, TableViewDelegate {
    var count: Int
    var configured: [Int] = []
    var selectedRows: [Int] = []

    init(count: Int) { self.count = count }

    static func rowHeight(_ row: Int) -> CGFloat { CGFloat(20 + 10 * (row % 5) + 16) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! BoxRowCell
        cell.boxHeight.constant = CGFloat(20 + 10 * (indexPath.row % 5))
        configured.append(indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }
}
