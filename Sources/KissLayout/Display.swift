/// Whether a node takes part in layout. `.none` (`.hidden()`) removes it and its subtree: no space, no frame.
public enum Display: Sendable, Hashable {
    case flex
    case none
}
