/// Placement of an item across its line (`alignItems` on the container, `alignSelf` on the item).
///
/// `.baseline` only has an effect in a row; in a column Yoga treats it as `.start`.
public enum ItemAlignment: Sendable, Hashable {
    case start
    case center
    case end
    case stretch
    case baseline
}
