/// The nine UIKit weights (`UIFont.Weight`), named as a Kiss developer writes them.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType `usWeightClass` value, used to pick the nearest face a
    /// family actually has.
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.numericValue < rhs.numericValue
    }

    /// CSS Fonts §5.2 weight matching: a family without the requested weight uses
    /// the face a browser (and, closely enough, CoreText) would substitute.
    public func nearest(in available: some Collection<FontWeight>) -> FontWeight? {
        let target = numericValue
        let sorted = available.sorted()
        if let exact = sorted.first(where: { $0 == self }) { return exact }
        let lighter = sorted.filter { $0.numericValue < target }.reversed()
        let heavier = sorted.filter { $0.numericValue > target }
        if target >= 400 && target <= 500 {
            if let upTo500 = heavier.first(where: { $0.numericValue <= 500 }) { return upTo500 }
            return lighter.first ?? heavier.first
        }
        return target < 400 ? (lighter.first ?? heavier.first) : (heavier.first ?? lighter.first)
    }
}
