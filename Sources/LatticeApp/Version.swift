/// lattice's version, the one constant `lattice --version` prints.
enum LatticeVersion {
    static let current = "0.1.0"
}
