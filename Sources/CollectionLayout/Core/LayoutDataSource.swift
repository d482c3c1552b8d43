import Foundation

/// Tells a layout how many sections and items there are: the counting half of UIKit's data source.
///
/// ```swift
/// final class Feed: LayoutDataSource {
///     var posts: [[Post]] = []
///     var numberOfSections: Int { posts.count }
///     func numberOfItems(inSection section: Int) -> Int { posts[section].count }
/// }
/// ```
public protocol LayoutDataSource {
    /// The number of sections (>= 0).
    /// e.g. `var numberOfSections: Int { sections.count }`
    var numberOfSections: Int { get }
    /// The number of items (or rows) in `section` (>= 0).
    /// e.g. `func numberOfItems(inSection section: Int) -> Int { sections[section].count }`
    func numberOfItems(inSection section: Int) -> Int
}

/// A fixed list of item counts, one per section.
///
/// ```swift
/// layout.dataSource = ItemCounts([12, 0, 3])   // three sections, the middle one empty
/// ```
public struct ItemCounts: LayoutDataSource, Hashable, Sendable {
    /// The item count of each section.
    /// e.g. `ItemCounts([10, 4]).counts[1]   // 4`
    public var counts: [Int]

    /// Makes a data source with `counts[s]` items in section `s`.
    ///
    /// ```swift
    /// let one = ItemCounts([20])
    /// ```
    public init(_ counts: [Int]) {
        self.counts = counts
    }

    /// `counts.count`.
    public var numberOfSections: Int { counts.count }

    /// `counts[section]`, or 0 outside the list.
    public func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}

extension LayoutDataSource {
    /// The layout's own configuration problem if there is one, else every
    /// section's count or the first problem with them: the first step of
    /// every layout's `prepare()`.
    func validatedCounts(after configurationProblem: CollectionLayoutError?) -> Result<[Int], CollectionLayoutError> {
        if let problem = configurationProblem { return .failure(problem) }
        return validatedCounts()
    }

    /// Reads every section's count, or the first problem as an error.
    func validatedCounts() -> Result<[Int], CollectionLayoutError> {
        let sections = numberOfSections
        guard sections >= 0 else { return .failure(.invalidSectionCount(sections)) }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = numberOfItems(inSection: section)
            guard count >= 0 else { return .failure(.invalidItemCount(section: section, count: count)) }
            counts.append(count)
        }
        return .success(counts)
    }
}
