import Foundation

/// A file's modification time and size: what automatic reload polls (cheap `stat`, no watching).
public struct FileStamp: Equatable, Sendable {
    public var modified: Double
    public var size: Int
    /// Nil when the file cannot be read (it is gone, or was never there).
    public init?(path: String) {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        modified = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        size = (a[.size] as? NSNumber)?.intValue ?? 0
    }
}
