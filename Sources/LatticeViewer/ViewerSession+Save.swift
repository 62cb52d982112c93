extension ViewerSession {
    /// `:w [PATH]` / `:w! [PATH]`.
    func save(to rest: String, overwrite: Bool) {
        message = (":w is not ready yet", true)
    }
}
