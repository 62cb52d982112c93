import LatticeLayout
import LatticeRender

/// Find and go: `/` searches element names incrementally (matches in view are
/// highlighted as you type; Enter jumps to the next one, scrolling it into view and focusing
/// it), `n` / `N` go to the next / previous match, `:goto 3.14` / `:goto header 3` go to an
/// element, a mouse press focuses the element under the pointer. All of it reads only the
/// `CollectionLayout` contract, so it works on every layout, custom and imported ones included.
extension ViewerModel {
    /// The query whose matches are highlighted: the one being typed, else the last one.
    var activeFindQuery: String? {
        if let typing = findLine, !typing.isEmpty { return typing }
        return findQuery
    }

    mutating func beginFind() { findLine = "" }

    /// The `/` line takes the key: Enter jumps, Esc cancels (the last find stays for `n`).
    mutating func editFindLine(_ key: ViewerKey) {
        guard var line = findLine else { return }
        switch key {
        case .enter:
            findLine = nil
            guard !line.isEmpty else { return }
            findQuery = line
            jumpToMatch(1)
        case .escape: findLine = nil
        case .backspace:
            if line.isEmpty { findLine = nil } else { line.removeLast(); findLine = line }
        case .char(let c): line.append(c); findLine = line
        default: break
        }
    }

    /// True when element `id`'s names contain `query` (case-insensitive): a cell's
    /// `section.item`, its identity and its label; a header's or footer's section (`§3`, `#3`)
    /// and its label.
    func matches(_ id: ElementID, _ query: String) -> Bool {
        let folded = Self.caseFolded(query)
        return names(of: id).contains { Self.contains(Self.caseFolded($0), folded) }
    }

    /// A name or query with its case folded: upper-cased, then lower-cased, so that "ß" and
    /// "SS" meet (as "ss").
    static func caseFolded(_ text: String) -> [Character] { Array(text.uppercased().lowercased()) }

    /// True when `needle` (not empty) is a run of `haystack`'s characters (compared as `String`
    /// compares them). Not Foundation's `range(of:options: .caseInsensitive)`: on Linux it
    /// reads a query holding U+0000 only up to that character and returns a range past the end
    /// of a name holding a character outside ASCII, and then traps ("String index is out of
    /// bounds": the keys fuzz target typing `/0` and NUL, which header 0's name `§0` matched).
    static func contains(_ haystack: [Character], _ needle: [Character]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return false }
        for start in 0 ... haystack.count - needle.count where haystack[start ..< start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }

    func names(of id: ElementID) -> [String] {
        let p = id.indexPath
        switch id.category {
        case .cell:
            return ["\(p.section).\(p.item)", scene.identity(of: p).description] + (scene.itemLabel(p).map { [$0] } ?? [])
        case .supplementary where id.kind.isSectionLevel:
            return ["§\(p.section)", "#\(p.section)"] + (scene.headerLabels[p.section].map { [$0] } ?? [])
        default:
            return []
        }
    }

    /// Every matching cell and header of the layout, in tab order.
    func allMatches(_ query: String) -> [ElementID] {
        var found: [ElementID] = []
        for s in 0..<layout.numberOfSections {
            let header = ElementID(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: s))
            if matches(header, query), layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: header.indexPath) != nil {
                found.append(header)
            }
            for i in 0..<layout.numberOfItems(inSection: s) {
                let id = Self.cellID(IndexPath(item: i, section: s))
                if matches(id, query) { found.append(id) }
            }
        }
        return found
    }

    /// `n` (+1) / `N` (-1), and Enter after `/`: the next / previous match after the focused
    /// element (or the first element in view), wrapping around; scrolled into view and focused.
    mutating func jumpToMatch(_ step: Int) {
        guard let q = findQuery else { message = ("no find yet: / starts one", false); return }
        let all = allMatches(q)
        guard let first = all.first, let last = all.last else { message = ("no match for \"\(q)\"", true); return }
        let here = focus ?? tabOrder().first
        var target: ElementID
        var wrapped = false
        if let h = here {
            let candidate = step > 0 ? all.first { focus == nil ? !Self.tabPrecedes($0, h) : Self.tabPrecedes(h, $0) }
                                     : all.last { Self.tabPrecedes($0, h) }
            wrapped = candidate == nil
            target = candidate ?? (step > 0 ? first : last)
        } else {
            target = step > 0 ? first : last
        }
        if target.category == .supplementary, layout.attributesForSupplementaryView(ofKind: target.kind, at: target.indexPath) == nil {
            target = Self.cellID(IndexPath(item: 0, section: target.indexPath.section))
        }
        go(to: target)
        let index = (all.firstIndex(of: target) ?? 0) + 1
        message = ("/\(q): \(index)/\(all.count)  \(focusName(target))\(wrapped ? "  (wrapped)" : "")", false)
    }

    /// Scrolls `id` into view (centred along the scroll axis when it was not wholly in view;
    /// a header at its resting place) and focuses it.
    mutating func go(to id: ElementID) {
        animations.stopFling()
        focus = id
        guard var frame = attributes(of: id)?.frame else { return }
        if id.category == .supplementary, let rest = layout.headerPin(section: id.indexPath.section)?.restingFrame { frame = rest }
        let cv = collectionView, d = direction, b = cv.bounds
        if frame.minS(d) >= b.minS(d) && frame.maxS(d) <= b.maxS(d) && frame.minF(d) >= b.minF(d) && frame.maxF(d) <= b.maxF(d) { return }
        let s = frame.minS(d) + frame.lenS(d) / 2 - cv.viewportSize.s(d) / 2
        let f = frame.minF(d) + frame.lenF(d) / 2 - cv.viewportSize.f(d) / 2
        cv.setContentOffset(Point(s: s, f: f, d), clamped: true)
    }

    /// `:goto 3.14` (a cell), `:goto header 3` (a section's header). Says what is wrong with a
    /// name that is not in the layout.
    mutating func goto(_ rest: String) {
        let (word, more) = rest.splitFirstWord()
        let n = layout.numberOfSections
        if word == "header" || word == "footer" {
            guard let s = Int(more), s >= 0, s < n else {
                message = ("usage: :goto \(word) SECTION  (0 to \(n - 1))", true); return
            }
            let id = ElementID(category: .supplementary, kind: word == "header" ? ElementKind.header : ElementKind.footer,
                               indexPath: IndexPath(item: 0, section: s))
            guard attributes(of: id) != nil else { message = ("section \(s) shows no \(word)", true); return }
            go(to: id)
            return
        }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0]), let i = Int(parts[1]) else {
            message = ("usage: :goto SECTION.ITEM (e.g. :goto 3.14) or :goto header SECTION", true); return
        }
        guard s >= 0, s < n else { message = ("no section \(s): the layout has \(n) (0 to \(n - 1))", true); return }
        let count = layout.numberOfItems(inSection: s)
        guard i >= 0, i < count else { message = ("no item \(s).\(i): section \(s) has \(count) items", true); return }
        go(to: Self.cellID(IndexPath(item: i, section: s)))
    }

    /// A mouse press in the viewport focuses the topmost element under the pointer (the one
    /// drawn last: highest zIndex); elsewhere it does nothing.
    mutating func focusElement(atCol col: Int, row: Int) {
        let g = geometry
        guard !g.tooSmall, g.area.contains(col: col, row: row) else { return }
        let o = viewGrid(g).origin
        let p = Point(x: o.x + (Double(col - g.area.col) + 0.5) * g.pointsPerColumn,
                      y: o.y + (Double(row - g.area.row) + 0.5) * 2 * g.pointsPerColumn)
        let hits = displayedAttributes().enumerated().filter { (_, a) in
            a.alpha > 0 && p.x >= a.frame.minX && p.x < a.frame.maxX && p.y >= a.frame.minY && p.y < a.frame.maxY
        }
        guard let top = hits.max(by: { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }) else {
            message = ("nothing under the pointer", false); return
        }
        focus = top.element.elementID
        message = ("focused \(focusName(top.element.elementID))", false)
    }

    /// Marks the matches in view so it shows without colour: a `◆` (ASCII `*`) on the element's
    /// left edge at its label row, and the label row in reverse video.
    func highlightMatches(_ snap: FrameSnapshot, grid: PointGrid, area: CellRect, into buffer: inout ScreenBuffer) {
        let clip = area.intersection(buffer.bounds)
        let mark: Unicode.Scalar = glyphs.unicode ? "◆" : "*"
        for a in snap.attributes where snap.matches.contains(a.elementID) && a.alpha > 0 {
            guard var r = grid.cellRect(a.frame) else { continue }
            r.col += area.col; r.row += area.row
            let boxed = a.category == .cell && r.cols >= 3 && r.rows >= 3
            let row = Swift.min(Swift.max(boxed ? r.row + 1 : r.row, clip.row), r.maxRow - 1)
            let style = CellStyle(.findMatch, bold: true, reverse: !a.isPinned)
            for c in (r.col + 1)..<Swift.max(r.col + 1, r.maxCol - 1) { buffer.restyle(col: c, row: row, style: style, clip: clip) }
            buffer.put(mark, col: Swift.max(r.col, clip.col), row: row, style: style, clip: clip)
        }
    }

    /// `3 matches` for the `/` line while typing.
    var findCountText: String? {
        guard let q = findLine, !q.isEmpty else { return nil }
        let n = allMatches(q).count
        return n == 0 ? "no match" : n == 1 ? "1 match" : "\(n) matches"
    }
}

extension String {
    /// A section header or footer kind (each layout's name for UICollectionElementKindSection…).
    var isSectionLevel: Bool { ElementKind.isSectionLevel(self) }
}
