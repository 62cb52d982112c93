import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// What `:w` says when it does not write: the reason, with the path it was given named once
/// (besides in a command it suggests), and no `:w!` offered where forcing cannot help.
@MainActor struct SaveMessagesTests {
    let yaml = "name: \"w\"\nviewport: {width: 100, height: 100}\nsections:\n  - items: [[100, 20], [100, 20]]\n"

    func session() throws -> (Driven, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-w-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("w.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        try yaml.write(to: dir.appendingPathComponent("taken.yaml"), atomically: true, encoding: .utf8)
        var s = Driven(ViewerModel(fixture: try FixtureLoader.load(path: path), path: path, terminalSize: (80, 24), headless: true))
        s.handle(try KeyNotation.parse("<tab>x<wait 250ms>"))   // an edit, so that there is something to write
        return (s, dir)
    }

    /// How often `path` appears in `text` outside the command or the name it suggests
    /// (`:w! PATH`, `e.g. PATH/NAME`).
    func mentions(_ path: String, in text: String) -> Int {
        text.replacingOccurrences(of: ":w! \(path)", with: "").replacingOccurrences(of: "e.g. \(path)/NAME", with: "")
            .components(separatedBy: path).count - 1
    }

    @Test func aDirectoryIsSaidToBeOneAndNotOfferedToForce() throws {
        var (s, dir) = try session()
        let sub = dir.appendingPathComponent("sub").path
        for command in [":w", ":w!"] {
            s.handle(try KeyNotation.parse("\(command) \(sub)<enter>"))
            let m = try #require(s.message)
            #expect(m.isError && m.text == "\(sub): not written: it is a directory; name a file (e.g. \(sub)/NAME)", "\(m.text)")
            #expect(!m.text.contains(":w!"))
        }
    }

    @Test func everyRefusalNamesThePathOnce() throws {
        var (s, dir) = try session()
        let cases = [dir.appendingPathComponent("sub").path, dir.appendingPathComponent("taken.yaml").path,
                     dir.appendingPathComponent("missing/x.yaml").path, dir.appendingPathComponent("taken.yaml/x").path]
        for path in cases {
            s.handle(try KeyNotation.parse(":w \(path)<enter>"))
            let m = try #require(s.message)
            #expect(m.isError, "\(m.text)")
            #expect(mentions(path, in: m.text) == 1, "\(m.text)")
        }
    }
}
