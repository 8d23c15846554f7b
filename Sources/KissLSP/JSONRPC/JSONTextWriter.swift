/// JSON text written straight into bytes, for the one message a server sends on every
/// keystroke (`textDocument/publishDiagnostics`): through `JSONEncoder` it cost about a tenth of
/// a keystroke's work outside the analysis. Strings are escaped as RFC 8259 requires (quote,
/// backslash and control characters; `/` and non-ASCII text are written as they are, as the
/// server's `JSONEncoder` does with `.withoutEscapingSlashes`).
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0x00..<0x20:
                raw("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)
}

extension LSP.PublishDiagnosticsParams {
    /// The whole notification carrying these parameters, as JSON text.
    func notificationText() -> [UInt8] {
        var writer = JSONTextWriter(capacity: 128 + 256 * diagnostics.count)
        writer.raw("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":")
        writer.string(uri)
        if let version {
            writer.raw(",\"version\":")
            writer.int(version)
        }
        writer.raw(",\"diagnostics\":[")
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { writer.raw(",") }
            diagnostic.write(into: &writer)
        }
        writer.raw("]}}")
        return writer.bytes
    }
}

extension LSP.Diagnostic {
    fileprivate func write(into writer: inout JSONTextWriter) {
        writer.raw("{\"range\":")
        range.write(into: &writer)
        if let severity {
            writer.raw(",\"severity\":")
            writer.int(severity)
        }
        if let code {
            writer.raw(",\"code\":")
            writer.string(code)
        }
        if let codeDescription {
            writer.raw(",\"codeDescription\":{\"href\":")
            writer.string(codeDescription.href)
            writer.raw("}")
        }
        if let source {
            writer.raw(",\"source\":")
            writer.string(source)
        }
        writer.raw(",\"message\":")
        writer.string(message)
        if let tags {
            writer.raw(",\"tags\":[")
            for (index, tag) in tags.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.int(tag)
            }
            writer.raw("]")
        }
        if let relatedInformation {
            writer.raw(",\"relatedInformation\":[")
            for (index, related) in relatedInformation.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.raw("{\"location\":{\"uri\":")
                writer.string(related.location.uri)
                writer.raw(",\"range\":")
                related.location.range.write(into: &writer)
                writer.raw("},\"message\":")
                writer.string(related.message)
                writer.raw("}")
            }
            writer.raw("]")
        }
        writer.raw("}")
    }
}

extension LSP.Range {
    fileprivate func write(into writer: inout JSONTextWriter) {
        writer.raw("{\"start\":{\"line\":")
        writer.int(start.line)
        writer.raw(",\"character\":")
        writer.int(start.character)
        writer.raw("},\"end\":{\"line\":")
        writer.int(end.line)
        writer.raw(",\"character\":")
        writer.int(end.character)
        writer.raw("}}")
    }
}
