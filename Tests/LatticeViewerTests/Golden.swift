import Foundation
import Testing
import LatticeTestSupport

/// Golden screens: whole text frames compared with files under Tests/LatticeViewerTests/Golden/.
///
/// Record on purpose with `LATTICE_RECORD=1 swift test --filter GoldenScreenTests`, then read
/// every changed file by eye (git diff) against the layout's frames before committing. A run
/// that records fails, naming each file it wrote (a CI run with the variable set passes
/// nothing); run again without it to check. A missing golden file is a failure too.
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["LATTICE_RECORD"] == "1" }

    /// The source folder of the golden files (for recording).
    static func sourceFolder() -> URL {
        Repository.url("Tests/LatticeViewerTests/Golden")
    }

    static func check(_ text: String, named name: String, extension ext: String = "txt", sourceLocation: SourceLocation = #_sourceLocation) {
        let file = name + "." + ext
        if recording {
            let url = sourceFolder().appendingPathComponent(file)
            do {
                try text.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded Golden/\(file) (LATTICE_RECORD=1): review it (git diff), then run again without LATTICE_RECORD",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record Golden/\(file): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Golden")
                ?? Bundle.module.url(forResource: name, withExtension: ext),
              let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file Golden/\(file): record it with LATTICE_RECORD=1 and review it", sourceLocation: sourceLocation)
            return
        }
        if expected != text {
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = text.split(separator: "\n", omittingEmptySubsequences: false)
            var firstDiff = 0
            while firstDiff < min(e.count, a.count), e[firstDiff] == a[firstDiff] { firstDiff += 1 }
            Issue.record("""
                screen differs from Golden/\(file) at line \(firstDiff + 1)
                expected: \(firstDiff < e.count ? String(e[firstDiff]) : "<end>")
                actual:   \(firstDiff < a.count ? String(a[firstDiff]) : "<end>")
                --- actual screen ---
                \(text)
                """, sourceLocation: sourceLocation)
        }
    }
}
