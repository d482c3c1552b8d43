/// A count that functions reading a value can add to (the tableau's
/// counts for tests of linear cost, kept by reference).
final class Tally {
    var count = 0
}
