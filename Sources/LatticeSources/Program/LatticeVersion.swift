/// lattice's version, the one constant `lattice --version` prints.
package enum LatticeVersion {
    package static let current = "0.1.0"
}
