import Foundation

/// Keeps the cache of `sources:` programs from growing without bound (SourcesFixtures §2.4):
/// every edit of a source, and every new build of lattice, makes a new program, and each one
/// leaves its ported files and its objects behind. A program's last use is the modification
/// time of its stamp in `used/`, touched at each start and each build; when a new program is
/// built, all but the `kept` most recently used (the new one among them) are removed, with
/// their built products.
enum ProgramPruning {
    /// How many programs stay in the cache.
    static let kept = 8

    static func stamp(_ target: String, in workspace: String) -> String { workspace + "/used/" + target }

    /// Notes that `target` is used now.
    static func markUsed(_ target: String, in workspace: String) {
        let path = stamp(target, in: workspace)
        try? FileManager.default.createDirectory(atPath: workspace + "/used", withIntermediateDirectories: true)
        if !FileManager.default.createFile(atPath: path, contents: Data()) {
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        }
    }

    /// Removes every program but `current` and the `kept − 1` others used most recently (a
    /// program never stamped counts from its folder's time). Returns the removed targets.
    @discardableResult
    static func prune(workspace: String, keeping current: String, kept: Int = kept) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: workspace + "/Sources")) ?? [])
            .filter { $0.hasPrefix("LatticeSources_") && $0 != current }
        let uses = Dictionary(uniqueKeysWithValues: names.map { ($0, lastUse($0, in: workspace)) })
        // Newest first; equal times by name, so the choice does not depend on listing order.
        let ordered = names.sorted { uses[$0]! != uses[$1]! ? uses[$0]! > uses[$1]! : $0 < $1 }
        let removed = Array(ordered.dropFirst(max(0, kept - 1)))
        for name in removed { remove(name, in: workspace) }
        return removed
    }

    static func lastUse(_ target: String, in workspace: String) -> Date {
        for path in [stamp(target, in: workspace), workspace + "/Sources/" + target] {
            if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date { return date }
        }
        return .distantPast
    }

    /// The target's ported sources, its map and stamp, and what swift build made of it: the
    /// executable, its objects (`NAME.build`) and any module files (`Modules/NAME.…`).
    static func remove(_ target: String, in workspace: String) {
        let fm = FileManager.default
        var paths = [workspace + "/Sources/" + target, workspace + "/maps/" + target + ".tsv",
                     ProgramWorkspace.modeFile(of: target, in: workspace), stamp(target, in: workspace)]
        for folder in [workspace + "/.build/debug", workspace + "/.build/debug/Modules"] {
            let entries = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            paths += entries.filter { $0 == target || $0.hasPrefix(target + ".") }.map { folder + "/" + $0 }
        }
        for path in paths { try? fm.removeItem(atPath: path) }
    }
}
