import Foundation

/// A file's modification time and size: what automatic reload polls (cheap `stat`, no watching).
struct FileStamp: Equatable {
    var modified: Double
    var size: Int
    init?(path: String) {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        modified = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        size = (a[.size] as? NSNumber)?.intValue ?? 0
    }
}
