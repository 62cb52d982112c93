/// One layout pass of the line layout (SWCollectionViewLineLayout's `prepareLayout`): sections
/// placed one after another along the scroll axis, each by the rules of LineLayoutRules
/// (LineLayoutRules §2), which live in `lineItemAcross` (across the line) and `LineRun`
/// (along it).
///
/// The pass writes every item's frame, flag byte and reach sample once, through pointers into
/// arrays allocated at their final size; the per-item loop keeps its state in locals and calls
/// nothing, so it allocates nothing and the compiler keeps the running state in registers.
/// The direction is a type parameter (`StaticScrollDirection`): the loop is specialised once per
/// direction, with no per-item axis selects, from the one generic implementation.
struct LineLayoutPass {
    let options: LineLayoutOptions
    let metrics: LineMetrics
    /// Content length across the scroll axis (viewport minus content inset; LineLayoutRules §2.1).
    let contentF: Double

    /// The storage of the pass: what `LineLayout` keeps for its queries.
    struct Storage {
        var geometry: [LineSectionGeometry] = []
        /// Per item (all sections, in order): the cell frame.
        var frames: [Rect] = []
        /// Per item: `LinePlacedSide` + `LinePlacedSide.labelFlag`.
        var flags: [UInt8] = []
        /// Every `ReachSamples.stride`-th item's running maximum (within its section) of how
        /// far its elements reach along the scroll axis (`lineReach`), for the rect query.
        var reachSamples: [Double] = []
    }

    /// Lays out `sections[start...]` after the sections `0 ..< start` already in `storage`
    /// (whose other entries must be gone: `geometry.count == start`, the item arrays holding
    /// exactly those sections' items). Returns the end of the last section along the scroll axis.
    func layOut(_ sections: [LineSection], from start: Int, into storage: inout Storage) -> Double {
        let firstItem = storage.geometry.last?.items.upperBound ?? 0
        var total = firstItem
        for s in start ..< sections.count { total += sections[s].items.count }
        storage.geometry.reserveCapacity(sections.count)
        var cursor = storage.geometry.last?.endS ?? 0
        // New arrays of the exact size (capacity at least 1, so the buffers have an address): the
        // kept prefix copied, the rest written once (no zero fill, no appends).
        let kept = Swift.min(firstItem, storage.frames.count, storage.flags.count)
        let sampleCount = ReachSamples.count(items: total)
        let keptSamples = Swift.min(ReachSamples.count(items: kept), storage.reachSamples.count)
        var geometry = storage.geometry
        storage.geometry = []
        var flags: [UInt8] = [], samples: [Double] = []
        let frames = [Rect](unsafeUninitializedCapacity: Swift.max(1, total)) { frameBuffer, frameCount in
            OutputStorage.offer(frameBuffer)
            flags = [UInt8](unsafeUninitializedCapacity: Swift.max(1, total)) { flagBuffer, flagCount in
                samples = [Double](unsafeUninitializedCapacity: Swift.max(1, sampleCount)) { sampleBuffer, filled in
                    let out = LineOutput(frames: frameBuffer.baseAddress!, flags: flagBuffer.baseAddress!,
                                         samples: sampleBuffer.baseAddress!)
                    Self.copy(storage.frames, count: kept, to: out.frames, padTo: firstItem, with: .zero)
                    Self.copy(storage.flags, count: kept, to: out.flags, padTo: firstItem, with: 0)
                    Self.copy(storage.reachSamples, count: keptSamples, to: out.samples,
                              padTo: ReachSamples.count(items: firstItem), with: 0)
                    var next = firstItem
                    for s in start ..< sections.count {
                        let g = layOutSection(sections[s], at: cursor, firstItem: next, out)
                        geometry.append(g)
                        cursor = g.endS
                        next = g.items.upperBound
                    }
                    filled = sampleCount
                }
                flagCount = total
            }
            frameCount = total
        }
        storage = Storage(geometry: geometry, frames: frames, flags: flags, reachSamples: samples)
        return cursor
    }

    /// Copies the first `count` values of `old` to `out`, then fills up to `padTo` with `filler`
    /// (only if the kept storage was short, which a consistent layout never is).
    private static func copy<T>(_ old: [T], count: Int, to out: UnsafeMutablePointer<T>, padTo: Int, with filler: T) {
        old.withUnsafeBufferPointer { old in
            if count > 0 { out.initialize(from: old.baseAddress!, count: count) }
        }
        if padTo > count { (out + count).initialize(repeating: filler, count: padTo - count) }
    }

    /// One section, by the specialisation of `layOutSection(_:at:firstItem:_:_:)` for the
    /// pass's direction.
    @inline(__always)
    private func layOutSection(_ section: LineSection, at start: Double, firstItem: Int,
                               _ out: LineOutput) -> LineSectionGeometry {
        switch options.scrollDirection {
        case .vertical: layOutSection(section, at: start, firstItem: firstItem, out, VerticalScroll.self)
        case .horizontal: layOutSection(section, at: start, firstItem: firstItem, out, HorizontalScroll.self)
        }
    }

    /// One section: header, inset, item area, inset, footer, from `start` along the scroll axis
    /// (LineLayoutRules §2.2),
    /// with the direction `D` fixed at compile time.
    private func layOutSection<D: StaticScrollDirection>(_ section: LineSection, at start: Double, firstItem: Int,
                                                         _ out: LineOutput, _: D.Type) -> LineSectionGeometry {
        let d = D.direction
        let m = metrics
        let inset = (section.insets ?? options.sectionInset).lineSanitized
        let spacing = lineLength(section.interitemSpacing ?? options.minimumInteritemSpacing)
        var g = LineSectionGeometry()
        g.headerS = start
        g.headerLen = lineLength((section.headerSize ?? options.headerReferenceSize).s(d))
        g.boxMinF = inset.leadF(d)
        g.boxLenF = lineLength(contentF - inset.leadF(d) - inset.trailF(d))
        g.areaStartS = start + g.headerLen + inset.leadS(d)
        g.items = firstItem ..< firstItem + section.items.count

        // The running state lives in locals during the loop; `lo` / `hi` are the section's extent
        // (the item, and what it puts on the line: tails may overhang their grip).
        var run = LineRun(areaStart: g.areaStartS, spacing: spacing, metrics: m)
        var lo = Swift.min(start, g.areaStartS), hi = lineMax(start + g.headerLen, g.areaStartS)
        var narrowed = 0
        var runningReach = -Double.infinity
        let boxMinF = g.boxMinF, boxLenF = g.boxLenF, overhang = m.tailOverhang
        let defaultSize = options.itemSize, defaultSide = options.itemSide
        // Items are read in place (no copy of each item and its label).
        section.items.withUnsafeBufferPointer { items in
            for i in items.indices {
                let size = items[i].size ?? defaultSize
                let side = run.resolve(items[i].side ?? defaultSide)
                let hasLabel = items[i].lineLabel != nil && side != .both
                let lenS = lineLength(size.s(d))
                let across = lineItemAcross(side: side, width: lineLength(size.f(d)), boxMinF: boxMinF,
                                            boxLenF: boxLenF, metrics: m)
                if across.narrowed { narrowed += 1 }
                let startS = run.place(side: side, len: lenS, hasLabel: hasLabel)
                let global = firstItem &+ i
                (out.frames + global).initialize(to: Rect(minS: startS, lenS: lenS, minF: across.minF, lenF: across.lenF, d))
                (out.flags + global).initialize(to: side.rawValue | (hasLabel ? LinePlacedSide.labelFlag : 0))
                let span = lineSpan(startS: startS, lenS: lenS, side: side, hasLabel: hasLabel, metrics: m)
                let itemLo = lineLow(startS: startS, spanLo: span.lo, overhang: overhang)
                let itemHi = lineReach(endS: startS + lenS, spanHi: span.hi, overhang: overhang)
                lo = Swift.min(lo, itemLo)
                hi = lineMax(hi, itemHi)
                runningReach = lineMax(runningReach, itemHi)
                if global & ReachSamples.strideMask == 0 {
                    (out.samples + global >> ReachSamples.strideShift).initialize(to: runningReach)
                }
            }
        }
        g.firstItemS = section.items.isEmpty ? .infinity : out.frames[firstItem].minS(d)
        g.lastItemEndS = section.items.isEmpty ? -.infinity : run.latestEnd
        g.narrowedCount = narrowed
        g.areaEndS = run.areaEnd
        g.footerS = g.areaEndS + inset.trailS(d)
        g.footerLen = lineLength((section.footerSize ?? options.footerReferenceSize).s(d))
        g.endS = g.footerS + g.footerLen
        g.lo = Swift.min(lo, g.footerS)
        g.hi = lineMax(hi, g.endS)
        return g
    }
}

/// Where a layout pass writes its per-item values (see `LineLayoutPass.Storage`).
struct LineOutput {
    let frames: UnsafeMutablePointer<Rect>
    let flags: UnsafeMutablePointer<UInt8>
    let samples: UnsafeMutablePointer<Double>
}

/// What an item puts on the line, along the scroll axis (LineLayoutRules §2.6): its label and grip
/// for a side item (the label just before the grip, touching it), the item itself for a `both`
/// item. These spans follow one another in item order without overlapping, which rect queries rely
/// on.
@inline(__always)
func lineSpan(startS: Double, lenS: Double, side: LinePlacedSide, hasLabel: Bool,
              metrics m: LineMetrics) -> (lo: Double, hi: Double) {
    if side == .both { return (startS, startS + lenS) }
    let centre = startS + lenS / 2
    return (centre - m.grip / 2 - (hasLabel ? m.labelS : 0), centre + m.grip / 2)
}

/// Where an item's elements (cell, grip, tail, label) start along the scroll axis at the
/// earliest: its start or its span's start less the tails' overhang. Both increase in item order
/// within a section, so this does too: a rect query's walk stops at the first item starting at
/// or past the rect's end.
@inline(__always) func lineLow(startS: Double, spanLo: Double, overhang: Double) -> Double {
    Swift.min(startS, spanLo - overhang)
}

/// Where an item's elements end along the scroll axis at the latest: its end or its span's end
/// plus the tails' overhang. Not monotonic in item order (the sides interleave); its running
/// maximum is (`LineLayoutPass.Storage.reachSamples`).
@inline(__always) func lineReach(endS: Double, spanHi: Double, overhang: Double) -> Double {
    lineMax(endS, spanHi + overhang)
}
