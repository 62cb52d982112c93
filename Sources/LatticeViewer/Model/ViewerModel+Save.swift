import struct Foundation.URL
import LatticeLayout
import LatticeFixtures

/// `:w [PATH]` and `:w! [PATH]`: the data as edited (`a` `x` `m`), written as a fixture. By
/// default next to the original as `NAME.edited.EXT`; never over an existing file unless `:w!`;
/// atomically (`EffectRunner` carries the `.write` out: a temporary file beside it, then link /
/// rename, so a reader never sees half a file). The original's text is kept wherever the edits
/// did not reach (`FixtureTextEdit`).
extension ViewerModel {
    mutating func save(to rest: String, overwrite: Bool, overDiskChange: Bool = false) {
        let target = rest.trimmingSpaces()
        guard let destination = target.isEmpty ? path.map(Self.editedName) : target else {
            let what = madeFrom.map { "\($0) is a paste, not a fixture file: :w FILE writes it as a snapshot fixture" }
            message = (what ?? "the built-in demo has no file: :w PATH names one", true); return
        }
        // The edits are written over the text as loaded: a change made on disk since would be
        // lost without a word. Overwriting a file then takes a second `!`.
        if overwrite, changedOnDisk, !overDiskChange {
            let again = ":w!!" + (target.isEmpty ? "" : " " + target)
            message = ("\(path ?? destination) changed on disk since it was loaded: \(again) writes your edits without that change, r reloads it (dropping your edits)", true)
            return
        }
        guard let source, let text = source.text else {
            message = ("cannot read \(path ?? "the fixture") again to save it", true); return
        }
        do {
            // No edit done (none made, or all undone): the text as loaded, whatever its layout
            // (a snapshot has no sections: list for edits to go into).
            let edited = history.done.isEmpty ? text
                : try FixtureTextEdit.edited(text: text, fixture: source.fixture, sections: currentItemOrigins())
            // Check before writing: the new text loads, with the items as edited.
            let check = try FixtureLoader.load(text: edited, name: destination, layouts: layouts)
            guard history.done.isEmpty
                    || check.sections.map({ $0.itemCount }) == (0..<layout.numberOfSections).map(layout.numberOfItems(inSection:)) else {
                message = ("\(destination): not written: the edited text does not hold the edited items", true); return
            }
            effects.append(.write(FileWrite(path: destination, text: edited, overwrite: overwrite,
                                            serial: history.done.last?.note.serial ?? 0, typedPath: target)))
        } catch {
            message = (Self.notWritten(destination, "\(error)"), true)
        }
    }

    /// "PATH: not written: WHY", where a located reason that already starts with the path does
    /// not say it twice.
    static func notWritten(_ path: String, _ reason: String) -> String {
        reason.hasPrefix(path + ":") ? "not written: \(reason)" : "\(path): not written: \(reason)"
    }

    /// The answer to `:w`'s `.write`: the data is saved as of the edit it held, or why not.
    mutating func wrote(_ request: FileWrite, _ result: Result<Void, EffectFailure>) {
        switch result {
        case .success:
            savedSerial = request.serial
            if request.path == path { changedOnDisk = false }
            let note = overrides.isEmpty ? "" : " (overrides from --set / :set are not written)"
            message = ("wrote \(request.path)\(note)", false)
            if quitAfterWrite { quit() }
        case .failure(let failure):
            quitAfterWrite = false   // `:wq` stays when nothing was written
            switch failure {
            case .exists(let path):
                let again = request.typedPath.isEmpty ? ":w!" : ":w! " + request.typedPath
                message = ("\(path) exists: \(again) overwrites it, :w PATH writes elsewhere", true)
            case .failed(let text):
                message = (Self.notWritten(request.path, text), true)
            }
        }
    }

    /// `dir/mail.yaml` → `dir/mail.edited.yaml`.
    static func editedName(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return stem + ".edited" + (ext.isEmpty ? ".yaml" : "." + ext)
    }

    /// For each section, the items it holds now, each named by its index path when loaded.
    func currentItemOrigins() -> [[LatticeLayout.IndexPath]] {
        (0..<layout.numberOfSections).map { s in
            (0..<layout.numberOfItems(inSection: s)).map { scene.identity(of: IndexPath(item: $0, section: s)).origin }
        }
    }
}
