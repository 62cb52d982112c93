import Foundation

/// Where lattice's own source checkout is (a `sources:` program depends on it by path, and the
/// port tool is built from it) and where lattice keeps what it builds.
enum LatticeCheckout {
    /// The checkout this lattice was built from: `LATTICE_SOURCE_ROOT`, else worked out from this
    /// file's path at build time (lattice is built from source).
    static var root: String {
        if let env = ProcessInfo.processInfo.environment["LATTICE_SOURCE_ROOT"], !env.isEmpty { return env }
        // This file is ROOT/Sources/LatticeSources/Program/LatticeCheckout.swift.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }

    /// A digest of the names and modification times of lattice's sources (`Package.swift` and
    /// `Sources/`): a program built against other sources of lattice is not used.
    static func sourcesStamp() -> String {
        var digest = ContentDigest()
        let fm = FileManager.default
        let names = ["Package.swift"] + (fm.enumerator(atPath: root + "/Sources")?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }.sorted().map { "Sources/" + $0 }
        for name in names {
            let date = (try? fm.attributesOfItem(atPath: root + "/" + name)[.modificationDate]) as? Date
            digest.add(name + "@" + String(date?.timeIntervalSince1970 ?? 0))
        }
        return digest.hex
    }

    /// The package of the port tool (it depends on swift-syntax, which lattice itself does not).
    static var portPackage: String { root + "/Tools/LatticePort" }

    /// lattice's cache: `LATTICE_CACHE_DIR`, else `~/Library/Caches/lattice` on macOS and
    /// `$XDG_CACHE_HOME/lattice` (default `~/.cache/lattice`) elsewhere.
    static var cache: String {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["LATTICE_CACHE_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir).standardizedFileURL.path
        }
        let home = env["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
        return home + "/Library/Caches/lattice"
        #else
        if let xdg = env["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/lattice" }
        return home + "/.cache/lattice"
        #endif
    }
}
