/// The main axis of a container: `vstack` is `.column` (Yoga's default), `hstack` and `wrap` are `.row`.
public enum FlexDirection: Sendable, Hashable {
    case column
    case row
}
