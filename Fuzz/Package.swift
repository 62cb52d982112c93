// swift-tools-version: 6.0
// The fuzz targets (issue 10): libFuzzer on the fixture readers (YAML, JSON), `--set` values and
// the `--keys` notation. A package of its own, because `-sanitize=fuzzer` needs the fuzz entry
// point compiled with `-parse-as-library` and the main package's executable would clash with
// libFuzzer's `main`. The library targets are the main package's sources (symlinks under
// Sources/), and libyaml is the C code Yams vendors, compiled here so it is instrumented too.
// Build and run with `scripts/fuzz [SECONDS]`.
import PackageDescription

let package = Package(
    name: "lattice-fuzz",
    targets: [
        .target(name: "CYaml", exclude: ["CMakeLists.txt"], cSettings: [.define("YAML_DECLARE_STATIC")]),
        .target(name: "LatticeLayout"),
        .target(name: "LatticeViewport", dependencies: ["LatticeLayout"]),
        .target(name: "LatticeFixtures", dependencies: ["LatticeLayout", "CYaml"]),
        .target(name: "LatticeImport", dependencies: ["LatticeLayout", "LatticeFixtures"]),
        .target(name: "LatticeRender", dependencies: ["LatticeLayout", "LatticeViewport"]),
        .target(name: "LatticeViewer", dependencies: ["LatticeLayout", "LatticeViewport", "LatticeFixtures", "LatticeRender"]),
        .executableTarget(name: "LatticeFuzz", dependencies: ["LatticeFixtures", "LatticeImport", "LatticeViewer"]),
    ]
)
