import Foundation
import Synchronization
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
final class LeafFunctions: Sendable {
    /// Two previews, and a second factor for a leaf under `.uniformFontScale` (previews are
    /// solved at once).
    private let kept = Mutex(RecentValues<Key, (MeasureFunction, BaselineFunction?)>(capacity: 4))

    private struct Key: Equatable {
        var scale: Double
        var factor: Double
        var family: FontFamily
    }

    func functions(
        scale: Double, factor: Double, family: FontFamily, make: () -> (MeasureFunction, BaselineFunction?)
    ) -> (MeasureFunction, BaselineFunction?) {
        let key = Key(scale: scale, factor: factor, family: family)
        let known = kept.withLock { $0.value(for: key) }
        if let known { return known }
        let functions = make()
        // NaN never equals itself: such functions are made each time rather than kept.
        guard !scale.isNaN, !factor.isNaN else { return functions }
        let evicted = kept.withLock { $0.insert(functions, for: key) }
        withExtendedLifetime(evicted) {}
        return functions
    }
}

/// A key-value label's layouts by offered width, for one scale and font factor (its measure
/// function's own memo).
final class KeyValueSolutions: Sendable {
    private let kept = Mutex(RecentValues<Offer, KeyValueMeasurement.Solved>(capacity: 8))

    private struct Offer: Equatable {
        var maxWidth: Double?
        var exact: Bool
    }

    func solution(maxWidth: Double?, exact: Bool, _ solver: KeyValueMeasurement) -> KeyValueMeasurement.Solved {
        let offer = Offer(maxWidth: maxWidth, exact: exact)
        let known = kept.withLock { $0.value(for: offer) }
        if let known { return known }
        let solved = solver.solve(maxWidth: maxWidth, exact: exact)
        guard maxWidth?.isNaN != true else { return solved }
        kept.withLock { _ = $0.insert(solved, for: offer) }
        return solved
    }
}
