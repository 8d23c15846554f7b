import Foundation
import KissLSP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: kiss-lsp [--stdio]
           kiss-lsp --version | --help

    A language server for .kiss layout files. It speaks LSP 3.17 over standard
    input and output; editors start it themselves. Exit code: 0 after a
    'shutdown' request, 1 if the input ended or 'exit' came without one,
    2 for a wrong command line.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
if arguments.contains("--version") {
    print("\(ServerVersion.name) \(ServerVersion.current)")
    exit(0)
}
ProcessMemory.limitAllocatorArenas()
// Editors commonly pass `--stdio`; it is the only transport there is.
if let unknown = arguments.first(where: { $0 != "--stdio" }) {
    FileHandle.standardError.write(Data("kiss-lsp: unknown argument '\(unknown)'\n\(usage)".utf8))
    exit(2)
}

// A client that closes its end must not kill the server mid-write; the
// next read then sees the end of input and the server stops.
signal(SIGPIPE, SIG_IGN)

var options = ServerOptions()
options.earlyLog = { message in FileDescriptorByteSink.standardError.write(Array("kiss-lsp: \(message)\n".utf8)) }
let server = LanguageServer(analyzer: IDEAnalyzer(), options: options)
exit(server.run(input: FileDescriptorByteSource.standardInput, output: FileDescriptorByteSink.standardOutput))
