import Foundation

/// How long a test waits for something it expects to happen. A test may wait for an answer but
/// must not give a busy machine a deadline: on two cores shared with other builds, a hover that
/// takes 50 ms alone has taken over 20 s. So the wait is long enough that only a hang runs it
/// out, and a hang still ends the test rather than the whole run. Speed has its own place:
/// `kiss-bench` and BENCHMARKS.md.
public enum Patience {
    public static let forAnAnswer: TimeInterval = 600
}
