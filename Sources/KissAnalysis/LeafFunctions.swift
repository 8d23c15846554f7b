import Foundation
import KissLayout
import KissText

/// A leaf view's measure and baseline functions, kept with the leaf.
///
/// Every solve lowers every element again, and making a leaf's functions read its arguments
/// from their dictionary, found its font, measured a button's title and allocated closures,
/// at each preview of each keystroke. What they answer depends only on the leaf's arguments
/// (fixed once it is expanded), the pixel scale, the font family and the factor
/// `.uniformFontScale` gave it; so they are made once for each of those and kept, also by
/// copies of the leaf in later versions (kept expansions). Functions that measure text keep
/// their own answers as well.
final class LeafFunctions: @unchecked Sendable {
    // @unchecked: `entries` is only touched with `lock` held (previews are solved at once).
    private let lock = NSLock()
    private var entries: [Entry] = []
    /// Two previews, and a second factor for a leaf under `.uniformFontScale`.
    static let capacity = 4

    private struct Entry {
        var scale: Double
        var factor: Double
        var family: FontFamily
        var functions: (MeasureFunction, BaselineFunction?)
    }

    func functions(
        scale: Double, factor: Double, family: FontFamily, make: () -> (MeasureFunction, BaselineFunction?)
    ) -> (MeasureFunction, BaselineFunction?) {
        lock.lock()
        for index in entries.indices
        where entries[index].scale == scale && entries[index].factor == factor && entries[index].family == family {
            let functions = entries[index].functions
            lock.unlock()
            return functions
        }
        lock.unlock()
        let functions = make()
        // NaN never equals itself: such functions are made each time rather than kept.
        guard !scale.isNaN, !factor.isNaN else { return functions }
        lock.lock()
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(scale: scale, factor: factor, family: family, functions: functions))
        lock.unlock()
        return functions
    }
}

/// A key-value label's layouts by offered width, for one scale and font factor (its measure
/// function's own memo).
final class KeyValueSolutions: @unchecked Sendable {
    // @unchecked: `entries` is only touched with `lock` held.
    private let lock = NSLock()
    private var entries: [(maxWidth: Double?, exact: Bool, solved: KeyValueMeasurement.Solved)] = []
    static let capacity = 8

    func solution(maxWidth: Double?, exact: Bool, _ solver: KeyValueMeasurement) -> KeyValueMeasurement.Solved {
        lock.lock()
        if let known = entries.first(where: { $0.maxWidth == maxWidth && $0.exact == exact }) {
            lock.unlock()
            return known.solved
        }
        lock.unlock()
        let solved = solver.solve(maxWidth: maxWidth, exact: exact)
        guard maxWidth?.isNaN != true else { return solved }
        lock.lock()
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((maxWidth, exact, solved))
        lock.unlock()
        return solved
    }
}
