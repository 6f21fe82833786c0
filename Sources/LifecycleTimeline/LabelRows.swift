/// Rows of labels that must not overlap: a label takes the first row where it fits.
struct LabelRows {
    private var ends: [Double]
    let limit: Double

    init(rows: Int, limit: Double) {
        ends = Array(repeating: -Double.infinity, count: rows)
        self.limit = limit
    }

    /// The row for a label from `x` to `x + width`, or nil when none has room.
    mutating func place(_ x: Double, width: Double) -> Int? {
        guard x + width <= limit else { return nil }
        for row in ends.indices where ends[row] + 4 <= x {
            ends[row] = x + width
            return row
        }
        return nil
    }
}
