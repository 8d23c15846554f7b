/// `.absolute` children (the `.overlay { … }` children) are laid out over the parent's frame
/// and do not take part in its flex lines or its content size.
public enum PositionType: Sendable, Hashable {
    case relative
    case absolute
}
