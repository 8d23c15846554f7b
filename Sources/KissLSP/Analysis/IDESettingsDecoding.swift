import Foundation
import KissAnalysis
import KissIDE
import KissSyntax

/// Reads the analysis settings from the client's settings JSON (a `kiss`
/// object if there is one, else the top level), with the schema `.kisslint.json`
/// uses (`SettingsSchema`):
///
/// - `previews`: `[{ "name", "width"?, "height"?, "scale"? }]`, used for files
///   that neither declare previews nor have a `.kisslint.json` that does;
/// - `rules`: `{ "K403": "off", "K301": "error" }`, layered over the file's
///   configuration.
///
/// An entry that cannot be used is left out and named in `problems`, so the
/// server can report it rather than silently drop it.
enum IDESettingsDecoding {
    static func decode(_ settings: JSONValue) -> (settings: IDESettings, problems: [String]) {
        guard case .object = settings else { return (IDESettings(), []) }
        let scope: JSONValue
        if let kiss = settings["kiss"], case .object = kiss { scope = kiss } else { scope = settings }
        var result = IDESettings()
        var problems: [SettingsSchema.Problem] = []
        if let value = scope["previews"], !value.isNull {
            let decoded = SettingsSchema.previews(value.foundationObject)
            result.previews = decoded.previews
            problems += decoded.problems
        }
        if let value = scope["rules"], !value.isNull {
            let decoded = SettingsSchema.rules(value.foundationObject)
            result.rules = decoded.rules
            problems += decoded.problems
        }
        return (result, problems.map(\.description))
    }
}

extension JSONValue {
    /// The value as `JSONSerialization` would give it (NSNumber for numbers, NSNull for null).
    var foundationObject: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .integer(let value): return NSNumber(value: value)
        case .double(let value): return NSNumber(value: value)
        case .string(let value): return value
        case .array(let values): return values.map(\.foundationObject)
        case .object(let members): return members.mapValues(\.foundationObject)
        }
    }
}
