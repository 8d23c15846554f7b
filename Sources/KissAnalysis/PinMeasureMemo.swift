import Foundation
import KissLayout

/// The content sizes of `pin { … }` containers already worked out with one set of leaf
/// measurements. Measuring a pin container solves each child's subtree, so without it a pin
/// nested in a pin is measured again for every measurement of its parent: each level of
/// nesting doubled the time. With it, each container is measured once per distinct offer.
///
/// An entry holds its element, so the element's identity cannot be reused while the entry lives.
final class PinMeasureMemo: Sendable {
    private struct Offer: Hashable {
        let element: ObjectIdentifier
        let width: Double
        let widthMode: MeasureMode
        let height: Double
        let heightMode: MeasureMode
    }

    private let sizes = Memo<Offer, (element: ElementInstance, size: LayoutSize)>()

    /// How many measurements it holds: each one made once.
    var count: Int { sizes.count }

    func size(of element: ElementInstance, width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode,
              measure: () -> LayoutSize) -> LayoutSize {
        // An undefined offer's length means nothing; one key for all of them.
        let offer = Offer(element: ObjectIdentifier(element),
                          width: widthMode == .undefined ? 0 : width, widthMode: widthMode,
                          height: heightMode == .undefined ? 0 : height, heightMode: heightMode)
        // Measured outside the memo's lock: nested containers use the memo meanwhile.
        return sizes.value(for: offer) { (element, measure()) }.size
    }
}
