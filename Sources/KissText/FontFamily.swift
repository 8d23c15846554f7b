/// The faces of one typeface by weight, as a configuration names an app's font files.
public struct FontFamily: Sendable, Hashable {
    public let name: String
    public let faces: [FontWeight: FontMetrics]

    /// An empty `faces` makes every weight resolve to the default font's face,
    /// so a family is always usable.
    public init(name: String, faces: [FontWeight: FontMetrics]) {
        self.name = name
        self.faces = faces
    }

    /// The face for `weight`, or the nearest one the family has (CSS matching).
    public func face(for weight: FontWeight) -> FontMetrics {
        if let exact = faces[weight] { return exact }
        if let nearest = weight.nearest(in: faces.keys), let face = faces[nearest] {
            return face
        }
        return FontMetrics.inter(weight)
    }

    /// Inter in all nine weights: the project's stand-in for the system font.
    public static let inter = FontFamily(
        name: "Inter", faces: Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ($0, FontMetrics.inter($0)) }))

    public static var system: FontFamily { inter }
}
