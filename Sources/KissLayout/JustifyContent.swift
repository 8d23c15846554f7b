/// Distribution of free space along the main axis (`.mainAlign`).
public enum JustifyContent: Sendable, Hashable {
    case start
    case center
    case end
    case spaceBetween
    case spaceAround
    case spaceEvenly
}
