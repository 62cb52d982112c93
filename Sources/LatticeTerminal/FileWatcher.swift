import LatticeViewer

/// Watches the fixture file on the run loop's clock: every `interval` milliseconds it takes the
/// file's stamp (a cheap `stat`, no inotify) and reports a change when it differs from the last
/// one seen for the same path, the file appearing or disappearing included.
struct FileWatcher {
    var interval: Double = 250
    private var path: String?
    private var seen: FileStamp?
    private var lastCheck = -Double.infinity

    init(path: String?, interval: Double = 250) {
        self.path = path
        self.interval = interval
        seen = path.flatMap { FileStamp(path: $0) }
    }

    /// True when the file at `path` changed since the last check (a new path is only noted).
    mutating func changed(path current: String?, now: Double) -> Bool {
        guard now - lastCheck >= interval else { return false }
        lastCheck = now
        let stamp = current.flatMap { FileStamp(path: $0) }
        defer { path = current; seen = stamp }
        return current != nil && current == path && stamp != seen
    }
}
