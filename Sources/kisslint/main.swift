import Foundation
import KissCLI

exit(KissLint.run(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
