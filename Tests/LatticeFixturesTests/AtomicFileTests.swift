import Foundation
import LatticeFixtures
import Testing

/// `AtomicFile` on every kind of name an output may be given: a new file, a file to replace, a
/// symbolic link, a device, a directory. Nothing but a regular file is ever renamed over.
@Suite struct AtomicFileTests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func forceKeepsTheModeOfTheFileItReplaces() throws {
        let target = path("secret.yaml")
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        try AtomicFile.write("new\n", to: target, force: true)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        #expect(try mode(target) == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        try AtomicFile.write("newer\n", to: target, force: true)
        #expect(try mode(target) == 0o640)
        #expect(try leftovers().isEmpty)
    }

    @Test func aNewFileGetsTheUsualModeLessTheUmask() throws {
        let mask = umask(0o022); umask(mask)   // read the umask (set it back at once)
        let target = path("new.yaml")
        try AtomicFile.write("x\n", to: target, force: false)
        #expect(try mode(target) == 0o666 & ~Int(mask))
    }

    @Test func forceOntoALinkReplacesTheFileItPointsTo() throws {
        let target = path("real.yaml"), link = path("link.yaml")
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.yaml")
        #expect(throws: AtomicFile.Exists.self) { try AtomicFile.write("new\n", to: link, force: false) }
        try AtomicFile.write("new\n", to: link, force: true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml")   // still a link
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        #expect(try leftovers().isEmpty)
    }

    @Test func aLinkToNothingIsRefused() throws {
        let link = path("dangling.yaml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.yaml")
        let e = #expect(throws: AtomicFile.NotAFile.self) { try AtomicFile.write("x\n", to: link, force: true) }
        #expect(e?.reason.contains("does not exist") == true)
        #expect(!FileManager.default.fileExists(atPath: path("missing.yaml")))
    }

    @Test func aDeviceIsWrittenThroughAndStaysADevice() throws {
        try AtomicFile.write("into the void\n", to: "/dev/null", force: false)
        try AtomicFile.write("into the void\n", to: "/dev/null", force: true)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    @Test func aFullDeviceSaysSoAndIsNotReplaced() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }   // Linux only
        let e = #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x\n", to: "/dev/full", force: true) }
        #expect(e?.errorNumber == ENOSPC)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    @Test func aDirectoryIsRefusedAndNamedAsOne() throws {
        let sub = path("sub")
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
        for force in [false, true] {
            let e = #expect(throws: AtomicFile.NotAFile.self) { try AtomicFile.write("x\n", to: sub, force: force) }
            #expect(e?.description == "\(sub): error: is a directory; name a file (e.g. \(sub)/NAME)")
        }
        #expect(try leftovers().isEmpty)
    }

    @Test func createInPlaceNeverRemovesWhatItDidNotCreate() throws {
        let (fd, created) = try AtomicFile.createInPlace(path: "/dev/null", force: false)
        close(fd)
        #expect(!created)
        let fresh = path("live.cast")
        let made = try AtomicFile.createInPlace(path: fresh, force: false)
        close(made.descriptor)
        #expect(made.created)
    }
}
