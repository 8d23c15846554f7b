import Foundation
import KissText

/// The last few measurements of one label's text, kept with the label.
///
/// Every keystroke solves the layouts it reaches again, and each solve asks for the same label
/// sizes as the solve before. The shared `TextMeasurer` answers them from its cache, but finding
/// an entry there hashes the whole text and font each time; here the text and options are fixed
/// (they belong to the label), so an answer is found by comparing a few numbers. Answers are the
/// measurer's own, so they are the same as asking it.
final class LabelMeasurements: @unchecked Sendable {
    // @unchecked: `entries` and `next` are only touched with `lock` held (previews are solved
    // on several threads at once, and they share a label's facts).
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var next = 0

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
        lock.lock()
        // By index, so that entries are compared in place rather than copied out.
        for index in entries.indices
        where entries[index].maxWidth == maxWidth && entries[index].scale == scale && entries[index].font == font {
            let measurement = entries[index].measurement
            lock.unlock()
            return measurement
        }
        lock.unlock()
        let measurement = measurer.measure(text, font: font, maxWidth: maxWidth, options: options, scale: scale)
        // A NaN anywhere never compares equal, so storing it would only push out useful entries.
        guard font.size.isFinite, maxWidth?.isNaN != true, !scale.isNaN else { return measurement }
        lock.lock()
        defer { lock.unlock() }
        let entry = Entry(font: font, maxWidth: maxWidth, scale: scale, measurement: measurement)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return measurement
    }
}
