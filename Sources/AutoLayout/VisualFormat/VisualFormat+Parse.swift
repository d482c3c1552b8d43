extension VisualFormat {
    /// Parses `format`, resolving metric names with `metrics` and checking view
    /// names against `viewNames`.
    ///
    /// ```swift
    /// let f = try VisualFormat.parse("V:[top]-10-[bottom]", viewNames: ["top", "bottom"])
    /// f.connections[0].predicates   // [== 10 @ 1000]
    /// ```
    /// - Throws: `VisualFormatError`, pointing at the column of the first mistake.
    /// - Complexity: O(n) in the length of the format.
    public static func parse(
        _ format: String, metrics: [String: Double] = [:], viewNames: Set<String>
    ) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format: format, metrics: metrics,
                                        isViewName: { viewNames.contains($0) })
        return try parser.parse()
    }

    /// Parses `format`, resolving metric names with `metrics` and asking
    /// `isViewName` whether a name is a known view.
    ///
    /// ```swift
    /// let views = ["a": 1, "b": 2]
    /// let f = try VisualFormat.parse("[a][b]", isViewName: { views[$0] != nil })
    /// ```
    /// - Throws: `VisualFormatError`, pointing at the column of the first mistake.
    public static func parse(
        _ format: String, metrics: [String: Double] = [:], isViewName: (String) -> Bool
    ) throws(VisualFormatError) -> VisualFormat {
        let result: Result<VisualFormat, VisualFormatError> =
            withoutActuallyEscaping(isViewName) { isViewName in
                var parser = VisualFormatParser(format: format, metrics: metrics, isViewName: isViewName)
                do throws(VisualFormatError) { return .success(try parser.parse()) }
                catch { return .failure(error) }
            }
        return try result.get()
    }

    /// A number as the format would write it: `20`, `0.5`, `-3`.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
