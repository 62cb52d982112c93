public enum LatticeMain { public static func main() { print("lattice: not built yet") } }
