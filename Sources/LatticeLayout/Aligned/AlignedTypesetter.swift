/// The typesetter of FSQCollectionViewAlignedLayout 1.1.1: fills the lines of one section
/// (AlignedLayoutRules §3-§9), writes its cell frames into the frame buffer and appends its
/// lines and section record to the storage. Cells are words, a section is a paragraph.
///
/// Frames go through a pointer into the final array, allocated once for all cells by
/// `AlignedLayout.prepare()`: no append (and no uniqueness check) per cell.
struct AlignedTypesetter {
    /// Content width W (the collection view's width).
    let width: Double
    let contentInsets: EdgeInsets
    let defaultCellSize: Size
    let sizeForItem: ((IndexPath, Double) -> Size)?

    /// The state of the line being filled.
    private struct OpenLine {
        var top: Double
        var firstCell: Int
        var count = 0
        /// Distance from the line's start to the right end of its last box (AlignedLayoutRules §4).
        var used = 0.0
        /// Tallest box (AlignedLayoutRules §6, §12.4: compared by absolute value).
        var height = 0.0
        /// Global index of the last `startLineIndentation` cell on the line, or -1.
        var flaggedCell = -1
        /// The flagged cell's frame right edge within the line, `boxX + l + w` (its right inset
        /// does not count, AlignedLayoutRules §8 right).
        var flaggedRightEdge = 0.0

        /// FSQ's `remainingLineSpace` (AlignedLayoutRules §4): what is left for a cell's own width
        /// on this line, given the room M and the cell's horizontal insets.
        @inline(__always)
        func remaining(room: Double, itemSpacing: Double, horizontal: Double) -> Double {
            count == 0 ? room - horizontal : room - used - itemSpacing - horizontal
        }

        /// Puts cell `index`'s box on the line (AlignedLayoutRules §3, §4, §8, §12.4). Its
        /// provisional frame holds x within the line and, in y, the top inset (placed at close).
        @inline(__always)
        mutating func append(index: Int, insets ci: EdgeInsets, width w: Double, height h: Double, itemSpacing: Double,
                             flagged: Bool, frames: UnsafeMutablePointer<Rect>) {
            let boxX = count == 0 ? 0 : used + itemSpacing
            let boxW = w + (ci.left + ci.right), boxH = h + ci.top + ci.bottom
            (frames + index).initialize(to: Rect(x: boxX + ci.left, y: ci.top, width: w, height: h))
            used = Swift.max(boxX, boxX + boxW)          // 12.4: the larger x edge
            if Swift.abs(boxH) > height { height = boxH }   // 12.4
            if flagged {
                flaggedCell = index
                flaggedRightEdge = boxX + ci.left + w
            }
            count += 1
        }
    }

    /// Lays out section `index` starting at `top` (the running height after `sectionSpacing`)
    /// and returns its bottom (`sectionRect.maxY`). Its cells' frames are written to
    /// `frames[firstCell ..< firstCell + section.items.count]` (every one of them, once);
    /// `storage.cellFrames` is not used.
    func layOut(section: AlignedSection, index: Int, top: Double, firstCell: Int, frames: UnsafeMutablePointer<Rect>,
                into storage: inout AlignedStorage, warnings: inout [LayoutWarning]) -> Double {
        let header = Self.clean(section.headerHeight, min: 0)
        let insets = Self.clean(section.insets)
        let firstLine = storage.lines.count
        var bottom = top + header
        var cellsMin = Double.infinity, cellsMax = -Double.infinity
        if !section.items.isEmpty {
            let lastLineBottom = fillLines(section: section, index: index, top: top + header + insets.top,
                                           insets: insets, firstCell: firstCell, frames: frames, storage: &storage,
                                           warnings: &warnings, cellsMin: &cellsMin, cellsMax: &cellsMax)
            // AlignedLayoutRules §7: lineSpacing only between lines, so the section ends at the
            // last line's bottom. An empty section adds no insets (AlignedLayoutRules §12.2).
            bottom = lastLineBottom + insets.bottom
        }
        recordSection(section, top: top, bottom: bottom, header: header, firstCell: firstCell, firstLine: firstLine,
                      cellsMin: cellsMin, cellsMax: cellsMax, storage: &storage)
        return bottom
    }

    /// Filling the lines of a section with cells (AlignedLayoutRules §4, §7): each cell breaks its
    /// line where AlignedLayoutRules §4.1 to §4.4 say, is sized (AlignedLayoutRules §3; lattice's `fill` takes what is left of the line),
    /// and gets a provisional frame that `closeLine` places.
    /// Returns the last line's bottom.
    @inline(__always)
    private func fillLines(section: AlignedSection, index: Int, top: Double, insets: EdgeInsets, firstCell: Int,
                           frames: UnsafeMutablePointer<Rect>, storage: inout AlignedStorage,
                           warnings: inout [LayoutWarning], cellsMin: inout Double, cellsMax: inout Double) -> Double {
        let itemSpacing = Self.clean(section.itemSpacing)
        let lineSpacing = Self.clean(section.lineSpacing)
        // The room M and base B of AlignedLayoutRules §4; indentation of AlignedLayoutRules §8.
        var room = width - contentInsets.left - contentInsets.right - insets.left - insets.right
        let base = contentInsets.left + insets.left
        var indentation = 0.0
        var line = OpenLine(top: top, firstCell: firstCell)
        /// One past the last cell written so far.
        var endCell = firstCell
        var previousEndsLine = false
        var lastLineBottom = line.top

        func close(_ line: inout OpenLine) {
            lastLineBottom = closeLine(line, endCell: endCell, section: section, room: &room, base: base,
                                       indentation: &indentation, frames: frames, storage: &storage,
                                       cellsMin: &cellsMin, cellsMax: &cellsMax)
            line = OpenLine(top: lastLineBottom + lineSpacing, firstCell: endCell)
        }

        for (item, cell) in section.items.enumerated() {
            let ci = Self.cleanInsets(cell.insets)
            let horizontal = ci.left + ci.right
            // AlignedLayoutRules §4.1–§4.3: breaks decided before the cell is sized.
            if line.count > 0,
               previousEndsLine || cell.shouldBeginLine || horizontal > room - line.used {
                close(&line)
            }
            var remaining = line.remaining(room: room, itemSpacing: itemSpacing, horizontal: horizontal)
            var size: Size
            if let sizeForItem {
                size = sizeForItem(IndexPath(item: item, section: index), remaining)
            } else {
                size = cell.size ?? defaultCellSize
                if cell.fillsLine {
                    // lattice's `fill`: nothing left on a non-empty line -> take a fresh line.
                    if line.count > 0 && remaining <= 0 {
                        close(&line)
                        remaining = room - horizontal
                    }
                    size.width = Swift.max(0, remaining)
                }
            }
            let w = Self.cleanLength(size.width), h = Self.cleanLength(size.height)
            if w != size.width || h != size.height {
                warnings.append(Self.uncleanSize(size, width: w, height: h, at: IndexPath(item: item, section: index)))
            }
            // AlignedLayoutRules §4.4: an exact fit stays on the line.
            if line.count > 0, itemSpacing + w + horizontal > room - line.used { close(&line) }
            line.append(index: endCell, insets: ci, width: w, height: h, itemSpacing: itemSpacing,
                        flagged: cell.startLineIndentation, frames: frames)
            endCell += 1
            previousEndsLine = cell.shouldEndLine
        }
        close(&line)
        return lastLineBottom
    }

    /// The warning for a cell size that is not finite and non-negative (AlignedLayoutRules §3,
    /// AlignedLayoutRules §12.4): such a length is laid out as 0. Kept out of the cell loop (a cold path).
    @inline(never)
    private static func uncleanSize(_ size: Size, width w: Double, height h: Double, at indexPath: IndexPath) -> LayoutWarning {
        LayoutWarning(indexPath: indexPath,
                      message: "size \(size) is not a finite non-negative size; using \(fmt(w))×\(fmt(h))")
    }

    /// The section's record (AlignedLayoutRules §10, §11): its extent for the rect query (cells,
    /// plus the header wherever pinning may put it) and the suffix minimum over its lines (the
    /// prefix maximum was filled while closing them).
    private func recordSection(_ section: AlignedSection, top: Double, bottom: Double, header: Double, firstCell: Int,
                               firstLine: Int, cellsMin: Double, cellsMax: Double, storage: inout AlignedStorage) {
        var extentMin = cellsMin, extentMax = cellsMax
        if header > 0 {
            extentMin = Swift.min(extentMin, top, bottom - header)
            extentMax = Swift.max(extentMax, top + header, bottom)
        }
        let endLine = storage.lines.count
        var running = Double.infinity
        var li = endLine - 1
        while li >= firstLine {
            running = Swift.min(running, storage.lines[li].suffixMinY)
            storage.lines[li].suffixMinY = running
            li -= 1
        }
        storage.sections.append(AlignedSectionRecord(
            top: top, bottom: bottom, headerHeight: header,
            items: firstCell ..< firstCell + section.items.count, lines: firstLine ..< endLine,
            extentMinY: extentMin, extentMaxY: extentMax))
    }

    /// Closes a line (AlignedLayoutRules §5, §6, §8): places it horizontally and its cells vertically,
    /// applies a `startLineIndentation` flag, records the line. Returns the line's bottom.
    private func closeLine(_ line: OpenLine, endCell: Int, section: AlignedSection, room: inout Double, base: Double,
                           indentation: inout Double, frames: UnsafeMutablePointer<Rect>, storage: inout AlignedStorage,
                           cellsMin: inout Double, cellsMax: inout Double) -> Double {
        // AlignedLayoutRules §5: the line's start x0.
        let slack = room - line.used
        let x0: Double
        switch section.horizontalAlignment {
        case .left: x0 = base + indentation
        case .center: x0 = base + Self.floorf(slack / 2)
        case .right: x0 = base + slack
        }
        // AlignedLayoutRules §8: the flag changes the lines after this one (measured before the
        // line is placed).
        if line.flaggedCell >= 0 {
            switch section.horizontalAlignment {
            case .left:
                let newIndentation = frames[line.flaggedCell].x
                indentation = newIndentation
                room -= newIndentation
            case .right:
                room -= line.used - line.flaggedRightEdge
            case .center:
                break
            }
        }
        // 6 and 12.4: a line of negative height is placed from its normalised top.
        let lineHeight = line.height
        let placeTop = lineHeight >= 0 ? line.top : line.top + lineHeight
        let lineBottom = lineHeight >= 0 ? line.top + lineHeight : line.top
        var minY = Double.infinity, maxY = -Double.infinity
        let alignment = section.verticalAlignment
        for c in line.firstCell..<endCell {
            var f = frames[c]
            let offset: Double
            switch alignment {
            case .top: offset = 0
            case .center: offset = (lineHeight - f.height) / 2
            case .bottom: offset = lineHeight - f.height
            }
            f.origin.x += x0
            f.origin.y = placeTop + f.origin.y + offset
            frames[c] = f
            // A cell's height is clean (`cleanLength`: never negative), so its frame's minY is
            // its origin: no normalising per cell.
            minY = Swift.min(minY, f.origin.y); maxY = Swift.max(maxY, f.origin.y + f.size.height)
        }
        cellsMin = Swift.min(cellsMin, minY); cellsMax = Swift.max(cellsMax, maxY)
        storage.lines.append(AlignedLineRecord(cells: line.firstCell ..< endCell,
                                               prefixMaxY: cellsMax, suffixMinY: minY))
        return lineBottom
    }

    /// FSQ centres with the single-precision `floorf` (AlignedLayoutRules §5), the layout's only
    /// rounding (AlignedLayoutRules §12.8): the half-slack is first
    /// rounded to a 32-bit float. Huge values (beyond Float's range) are floored in Double.
    static func floorf(_ v: Double) -> Double {
        guard Swift.abs(v) < 1e30 else { return v.rounded(.down) }
        return Double(Float(v).rounded(.down))
    }

    /// `clean(v, min: 0)` for a cell's width or height: the same value, by plain comparisons (this
    /// runs for every cell).
    @inline(__always) static func cleanLength(_ v: Double) -> Double {
        v.isFinite && v > 0 ? v : 0
    }

    /// `clean(e)` for a cell's insets, without a branch (this runs for every cell): `v - v` is
    /// 0 exactly when `v` is finite (NaN for an infinity or NaN).
    @inline(__always) static func cleanInsets(_ e: EdgeInsets) -> EdgeInsets {
        @inline(__always) func finite(_ v: Double) -> Double { v - v == 0 ? v : 0 }
        return EdgeInsets(top: finite(e.top), left: finite(e.left), bottom: finite(e.bottom), right: finite(e.right))
    }

    /// A finite value (non-finite input becomes 0), at least `min`.
    static func clean(_ v: Double, min: Double = -.infinity) -> Double {
        v.isFinite ? Swift.max(v, min) : Swift.max(0, min)
    }

    static func clean(_ e: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: clean(e.top), left: clean(e.left), bottom: clean(e.bottom), right: clean(e.right))
    }
}
