/// Which parameters of a signature a call gave, by index: bits of one word for the signatures
/// there are (a few parameters each), where an array was allocated and freed for every element
/// and modifier instantiated; an array only past 64 parameters.
struct GivenParameters {
    private var bits: UInt64 = 0
    private var overflow: [Bool]

    init(count: Int) {
        overflow = count > 64 ? [Bool](repeating: false, count: count) : []
    }

    subscript(index: Int) -> Bool {
        get { overflow.isEmpty ? bits & (1 << UInt64(index)) != 0 : overflow[index] }
        set {
            if !overflow.isEmpty {
                overflow[index] = newValue
            } else if newValue {
                bits |= 1 << UInt64(index)
            } else {
                bits &= ~(1 << UInt64(index))
            }
        }
    }
}
