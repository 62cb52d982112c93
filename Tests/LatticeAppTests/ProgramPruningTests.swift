import Foundation
import Testing
@testable import LatticeSources

/// Pruning a fake cache of `sources:` programs (SourcesFixtures §2.4): folders and files laid out
/// as swift build leaves them, with last-use stamps at chosen times.
@Suite struct ProgramPruningTests {
    let workspace = NSTemporaryDirectory() + "/lattice-prune-\(UUID().uuidString)/programs"

    /// Program `name` as a build leaves it, last used `age` seconds ago (nil: never stamped).
    func makeProgram(_ name: String, age: Double?) throws {
        let fm = FileManager.default
        for folder in ["Sources/\(name)/ported", "maps", "used", ".build/debug/\(name).build", ".build/debug/Modules"] {
            try fm.createDirectory(atPath: workspace + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["Sources/\(name)/main.swift", "maps/\(name).tsv", ".build/debug/\(name)",
                     ".build/debug/\(name).build/main.swift.o", ".build/debug/Modules/\(name).swiftmodule"] {
            #expect(fm.createFile(atPath: workspace + "/" + file, contents: Data("x".utf8)))
        }
        let when = Date(timeIntervalSinceNow: -(age ?? 100_000))
        try fm.setAttributes([.modificationDate: when], ofItemAtPath: workspace + "/Sources/" + name)
        if let age {
            let stamp = ProgramPruning.stamp(name, in: workspace)
            #expect(fm.createFile(atPath: stamp, contents: Data()))
            try fm.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: stamp)
        }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: workspace + "/" + relative) }

    @Test func keepsTheMostRecentlyUsedAndTheCurrentOne() throws {
        defer { try? FileManager.default.removeItem(atPath: (workspace as NSString).deletingLastPathComponent) }
        // Last used 10, 20, … 50 seconds ago; F never stamped, its folder a day old; NEW just built.
        for (i, name) in ["LatticeSources_A", "LatticeSources_B", "LatticeSources_C", "LatticeSources_D", "LatticeSources_E"].enumerated() {
            try makeProgram(name, age: Double(10 * (i + 1)))
        }
        try makeProgram("LatticeSources_F", age: nil)
        try makeProgram("LatticeSources_NEW", age: 0)
        // Keep 3: NEW (current) and the two used last, A (10 s) and B (20 s).
        let removed = ProgramPruning.prune(workspace: workspace, keeping: "LatticeSources_NEW", kept: 3)
        #expect(Set(removed) == ["LatticeSources_C", "LatticeSources_D", "LatticeSources_E", "LatticeSources_F"])
        for kept in ["LatticeSources_NEW", "LatticeSources_A", "LatticeSources_B"] {
            #expect(exists("Sources/\(kept)/main.swift") && exists(".build/debug/\(kept)") && exists("maps/\(kept).tsv"))
        }
        for gone in removed {
            #expect(!exists("Sources/\(gone)"), "\(gone)'s sources")
            #expect(!exists("maps/\(gone).tsv") && !exists("used/\(gone)"), "\(gone)'s map and stamp")
            #expect(!exists(".build/debug/\(gone)") && !exists(".build/debug/\(gone).build"), "\(gone)'s executable and objects")
            #expect(!exists(".build/debug/Modules/\(gone).swiftmodule"), "\(gone)'s module")
        }
    }

    @Test func aTargetWhoseNameExtendsAnotherIsNotTakenWithIt() throws {
        defer { try? FileManager.default.removeItem(atPath: (workspace as NSString).deletingLastPathComponent) }
        // Removing LatticeSources_A must not touch LatticeSources_AB's products (same prefix).
        try makeProgram("LatticeSources_A", age: 50)
        try makeProgram("LatticeSources_AB", age: 5)
        #expect(ProgramPruning.prune(workspace: workspace, keeping: "LatticeSources_AB", kept: 1) == ["LatticeSources_A"])
        #expect(exists(".build/debug/LatticeSources_AB") && exists(".build/debug/LatticeSources_AB.build"))
        #expect(!exists(".build/debug/LatticeSources_A"))
    }

    @Test func fewerProgramsThanKeptRemovesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: (workspace as NSString).deletingLastPathComponent) }
        try makeProgram("LatticeSources_A", age: 50)
        try makeProgram("LatticeSources_B", age: 5)
        #expect(ProgramPruning.prune(workspace: workspace, keeping: "LatticeSources_B").isEmpty)
        #expect(exists("Sources/LatticeSources_A") && exists("Sources/LatticeSources_B"))
    }

    @Test func markingAProgramUsedMakesItTheNewest() throws {
        defer { try? FileManager.default.removeItem(atPath: (workspace as NSString).deletingLastPathComponent) }
        try makeProgram("LatticeSources_A", age: 50)
        try makeProgram("LatticeSources_B", age: 5)
        ProgramPruning.markUsed("LatticeSources_A", in: workspace)
        // A is now newer than B (5 s ago): keeping 2 with C current removes B, not A.
        try makeProgram("LatticeSources_C", age: 0)
        #expect(ProgramPruning.prune(workspace: workspace, keeping: "LatticeSources_C", kept: 2) == ["LatticeSources_B"])
    }
}
