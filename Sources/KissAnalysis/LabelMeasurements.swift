import Foundation
import KissText
import Synchronization

/// The last few measurements of one label's text, kept with the label.
///
/// Every keystroke solves the layouts it reaches again, and each solve asks for the same label
/// sizes as the solve before. The shared `TextMeasurer` answers them from its cache, but finding
/// an entry there hashes the whole text and font each time; here the text and options are fixed
/// (they belong to the label), so an answer is found by comparing a few numbers. Answers are the
/// measurer's own, so they are the same as asking it.
final class LabelMeasurements: Sendable {
    /// Previews are solved on several threads at once, and they share a label's facts.
    private struct State {
        var entries: [Entry] = []
        var next = 0
    }

    private let state = Mutex(State())

    /// The widths a label is usually measured at, at two previews; more (8) held a few
    /// megabytes more in a 10,000-line document for no measurable gain (a miss asks the shared
    /// measurer, whose cache has the answer).
    static let capacity = 4

    private struct Entry {
        var font: Font
        var maxWidth: Double?
        var scale: Double
        var measurement: TextMeasurement
    }

    func measure(
        _ text: String, font: Font, maxWidth: Double?, options: TextOptions, scale: Double, with measurer: TextMeasurer
    ) -> TextMeasurement {
        let known: TextMeasurement? = state.withLock { state in
            // By index, so that entries are compared in place rather than copied out.
            for index in state.entries.indices
            where state.entries[index].maxWidth == maxWidth && state.entries[index].scale == scale
                && state.entries[index].font == font {
                return state.entries[index].measurement
            }
            return nil
        }
        if let known { return known }
        let measurement = measurer.measure(text, font: font, maxWidth: maxWidth, options: options, scale: scale)
        // A NaN anywhere never compares equal, so storing it would only push out useful entries.
        guard font.size.isFinite, maxWidth?.isNaN != true, !scale.isNaN else { return measurement }
        let entry = Entry(font: font, maxWidth: maxWidth, scale: scale, measurement: measurement)
        state.withLock { state in
            if state.entries.count < Self.capacity {
                state.entries.append(entry)
            } else {
                state.entries[state.next] = entry
                state.next = (state.next + 1) % Self.capacity
            }
        }
        return measurement
    }
}
