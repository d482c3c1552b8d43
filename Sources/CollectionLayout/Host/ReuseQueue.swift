import AutoLayout
import Foundation

/// Registered cell makers and, per reuse identifier, the cells waiting to be handed out again.
struct ReuseQueue<Cell: HostedCell> {
    private var makers: [String: () -> Cell] = [:]
    private var waiting: [String: [Cell]] = [:]
    /// How many cells were made (not reused) so far.
    private(set) var made = 0

    mutating func register(_ identifier: String, make: @escaping () -> Cell) {
        makers[identifier] = make
    }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A waiting cell after `prepareForReuse()`, else a new one. An identifier never
    /// registered is a programming error, as in UIKit.
    mutating func dequeue(_ identifier: String, registerCall: String) -> Cell {
        if let cell = waiting[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let make = makers[identifier] else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \"\(identifier)\": "
                    + "no class was registered for it; call \(registerCall) first")
        }
        let cell = make()
        cell.reuseIdentifier = identifier
        made += 1
        return cell
    }

    /// Puts a cell that left the screen back in its identifier's queue.
    mutating func enqueue(_ cell: Cell) {
        guard let identifier = cell.reuseIdentifier, makers[identifier] != nil else { return }
        cell.hostSelected = false
        waiting[identifier, default: []].append(cell)
    }

    /// How many cells wait in `identifier`'s queue.
    func waitingCount(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }
}
