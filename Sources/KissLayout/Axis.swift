/// A flex axis. LTR only: row runs left to right, column top to bottom.
enum Axis: Equatable {
    case row
    case column

    var isRow: Bool { self == .row }
    var cross: Axis { self == .row ? .column : .row }
}
