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
    // @unchecked: `kept` is only touched with `lock` held (previews are solved at once).
    private let lock = NSLock()
    /// Two previews, and a second factor for a leaf under `.uniformFontScale`.
    private var kept = RecentValues<Key, (MeasureFunction, BaselineFunction?)>(capacity: 4)

    private struct Key: Equatable {
        var scale: Double
        var factor: Double
        var family: FontFamily
    }

    func functions(
        scale: Double, factor: Double, family: FontFamily, make: () -> (MeasureFunction, BaselineFunction?)
    ) -> (MeasureFunction, BaselineFunction?) {
        let key = Key(scale: scale, factor: factor, family: family)
        lock.lock()
        let known = kept.value(for: key)
        lock.unlock()
        if let known { return known }
        let functions = make()
        // NaN never equals itself: such functions are made each time rather than kept.
        guard !scale.isNaN, !factor.isNaN else { return functions }
        lock.lock()
        let evicted = kept.insert(functions, for: key)
        lock.unlock()
        withExtendedLifetime(evicted) {}
        return functions
    }
}

/// A key-value label's layouts by offered width, for one scale and font factor (its measure
/// function's own memo).
final class KeyValueSolutions: @unchecked Sendable {
    // @unchecked: `kept` is only touched with `lock` held.
    private let lock = NSLock()
    private var kept = RecentValues<Offer, KeyValueMeasurement.Solved>(capacity: 8)

    private struct Offer: Equatable {
        var maxWidth: Double?
        var exact: Bool
    }

    func solution(maxWidth: Double?, exact: Bool, _ solver: KeyValueMeasurement) -> KeyValueMeasurement.Solved {
        let offer = Offer(maxWidth: maxWidth, exact: exact)
        lock.lock()
        let known = kept.value(for: offer)
        lock.unlock()
        if let known { return known }
        let solved = solver.solve(maxWidth: maxWidth, exact: exact)
        guard maxWidth?.isNaN != true else { return solved }
        lock.lock()
        kept.insert(solved, for: offer)
        lock.unlock()
        return solved
    }
}
