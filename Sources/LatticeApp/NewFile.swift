/// `import`'s located error for its inputs (`PATH: error: MESSAGE`).
enum NewFile {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }
}
