import Foundation

/// The port (`Tools/LatticePort`, built on swift-syntax) as a program lattice builds on first use
/// into its cache and runs: `lattice port` and every `sources:` fixture go through it.
package enum PortTool {
    static var scratch: String { LatticeCheckout.cache + "/port-tool" }
    static var executable: String { scratch + "/debug/lattice-port" }

    /// The digest of the tool's sources: a built tool older than them is built again.
    static func sourcesDigest() -> String {
        var digest = ContentDigest()
        let root = LatticeCheckout.portPackage
        let files = (FileManager.default.enumerator(atPath: root + "/Sources")?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        for name in ["Package.swift"] + files.map({ "Sources/" + $0 }) {
            digest.add(name)
            digest.add(FileManager.default.contents(atPath: root + "/" + name).map { [UInt8]($0) } ?? [])
        }
        return digest.hex
    }

    /// The tool's path, building it first when it is missing or out of date (minutes, once).
    package static func prepare(_ progress: BuildProgress) throws -> String {
        let digest = sourcesDigest()
        let stamp = scratch + "/lattice-port.stamp"
        if FileManager.default.isExecutableFile(atPath: executable),
           (try? String(contentsOfFile: stamp, encoding: .utf8)) == digest { return executable }
        guard FileManager.default.fileExists(atPath: LatticeCheckout.portPackage + "/Package.swift") else {
            throw ProgramFailure("the port's package is not at \(LatticeCheckout.portPackage) (set LATTICE_SOURCE_ROOT to lattice's checkout)")
        }
        progress.say("building the port (swift-syntax; once, a few minutes) into \(scratch)")
        progress.begin("building the port")
        let outcome = try ChildProcess.run(ChildProcess.swift, ["build", "--package-path", LatticeCheckout.portPackage,
                                                                "--scratch-path", scratch, "--product", "lattice-port"],
                                           onLine: progress.step)
        progress.done()
        guard outcome.status == 0 else {
            throw ProgramFailure("building the port failed:\n" + outcome.lines.suffix(30).joined(separator: "\n"))
        }
        try digest.write(toFile: stamp, atomically: true, encoding: .utf8)
        return executable
    }
}

/// A failure of the build machinery (not of the user's code), printed as `lattice: error: …`.
struct ProgramFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
