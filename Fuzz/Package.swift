// swift-tools-version: 6.0
// The fuzz targets: libFuzzer on the fixture readers (YAML, JSON), `--set` values, the `--keys`
// notation and the debugger-paste reader of `lattice import`. A package of its own, because `-sanitize=fuzzer` needs the fuzz entry
// point compiled with `-parse-as-library` and the main package's executable would clash with
// libFuzzer's `main`. The library targets are the main package's sources (symlinks under
// Sources/); libyaml is the system's, as in the main package, so only lattice's own code is
// instrumented.
// Build and run with `scripts/fuzz [SECONDS]`.
import PackageDescription

let package = Package(
    name: "lattice-fuzz",
    targets: [
        .systemLibrary(name: "CLibYAML", path: "Sources/CLibYAML", pkgConfig: "yaml-0.1"),
        .target(name: "LatticeLayout"),
        .target(name: "LatticeViewport", dependencies: ["LatticeLayout"]),
        .target(name: "LatticeFixtures", dependencies: ["LatticeLayout", "CLibYAML"]),
        .target(name: "LatticeImport", dependencies: ["LatticeLayout", "LatticeFixtures"]),
        .target(name: "LatticeRender", dependencies: ["LatticeLayout", "LatticeViewport"]),
        .target(name: "LatticeViewer", dependencies: ["LatticeLayout", "LatticeViewport", "LatticeFixtures", "LatticeRender"]),
        .executableTarget(name: "LatticeFuzz", dependencies: ["LatticeFixtures", "LatticeImport", "LatticeViewer"]),
    ]
)
