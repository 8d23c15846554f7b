/// A length in a `LayoutStyle`: Yoga's `YGValue` restricted to the units `.kiss` can express.
public enum LayoutDimension: Sendable, Hashable {
    /// No length of its own: content, stretching or flexing decides.
    case auto
    /// An absolute length in points.
    case points(Double)
    /// A percentage (0–100) of the parent's content box on the same axis.
    case percent(Double)
}
