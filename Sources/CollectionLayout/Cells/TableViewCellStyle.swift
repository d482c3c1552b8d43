/// The style of a table cell under its older UIKit name (`UITableViewCellStyle`, Swift 3), which
/// code written before `UITableViewCell.CellStyle` still uses.
///
/// ```swift
/// required init(style: TableViewCellStyle, reuseIdentifier: String?) {
///     super.init(style: style, reuseIdentifier: reuseIdentifier)
/// }
/// ```
public typealias TableViewCellStyle = TableViewCell.CellStyle
