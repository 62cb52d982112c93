// LatticeCapture.swift: add this one file to your iOS app's debug build, stop in the debugger
// with a collection view at hand, and capture its whole layout for lattice:
//
//     (lldb) po collectionView.latticeCapture(to: "/tmp/cards.json")
//     $ lattice /tmp/cards.json
//
// The capture is a lattice snapshot fixture written as JSON (FixtureFormat §9a): every element
// of the content with its frame, index path, kind, zIndex, alpha, hidden flag and transform; the
// collection view's geometry (bounds, offset, insets, safe area, content size, screen scale); the
// layout's class and the settings it shows; and, for each element the layout moves as the
// content scrolls (pinned headers and footers), its frame sampled along the scroll axis.
//
// It uses public UIKit API only, scrolls the collection view without animation while it samples
// and puts the offset back. Limits: at most 2,000 sampled offsets (`truncated` says when the
// content was longer); animations and cells that size themselves are not captured.
#if DEBUG
import UIKit

extension UICollectionView {
    /// The capture as JSON text (`po collectionView.latticeCapture()`), or a one-line message
    /// starting `latticeCapture:` when the collection view cannot be captured.
    public func latticeCapture() -> String {
        var sink = LatticeCaptureSink(path: nil)
        switch LatticeCaptureRun(view: self).capture() {
        case let .failure(message): return "latticeCapture: " + message
        case let .success(capture):
            capture.write(into: &sink)
            return sink.text
        }
    }

    /// Writes the capture to `path` (on a simulator, a path of the Mac works), streamed, then
    /// moved into place; returns a one-line summary, or the reason nothing was written.
    public func latticeCapture(to path: String) -> String {
        let started = Date()
        switch LatticeCaptureRun(view: self).capture() {
        case let .failure(message): return "latticeCapture: " + message
        case let .success(capture):
            var sink = LatticeCaptureSink(path: path + ".latticeCapture-part")
            capture.write(into: &sink)
            if let problem = sink.finish(movingTo: path) { return "latticeCapture: " + problem }
            return "latticeCapture: wrote \(path): \(capture.elements.count) elements, \(capture.tracks.count) tracked, "
                + "\(capture.sampledOffsets) offsets sampled\(capture.truncated ? " (truncated)" : ""), "
                + "\(Int(Date().timeIntervalSince(started) * 1000)) ms; open it with lattice \(path)"
        }
    }
}

/// One element as the layout reported it (`UICollectionViewLayoutAttributes`, copied out).
struct LatticeCapturedElement {
    /// 0 cell, 1 supplementary view, 2 decoration view (`UICollectionView.ElementCategory`).
    var category: Int
    var kind: String
    var section: Int
    var item: Int
    var frame: CGRect
    var zIndex: Int
    var alpha: CGFloat
    var hidden: Bool
    var transform: CGAffineTransform
    var transform3D: CATransform3D

    init(_ a: UICollectionViewLayoutAttributes) {
        switch a.representedElementCategory {
        case .cell: category = 0
        case .supplementaryView: category = 1
        default: category = 2
        }
        kind = category == 0 ? "" : (a.representedElementKind ?? "")
        section = a.indexPath.count > 0 ? a.indexPath[0] : 0
        item = a.indexPath.count > 1 ? a.indexPath[1] : 0
        frame = a.frame
        zIndex = a.zIndex
        alpha = a.alpha
        hidden = a.isHidden
        transform = a.transform
        transform3D = a.transform3D
    }

    /// Category, kind and index path: what names an element (a snapshot fixture's identity).
    var key: LatticeElementKey { LatticeElementKey(category: category, kind: kind, section: section, item: item) }
}

/// What names an element: category, kind and index path.
struct LatticeElementKey: Hashable {
    var category: Int
    var kind: String
    var section: Int
    var item: Int
}

/// What the capture saw, ready to write.
struct LatticeCapture {
    var name: String
    var layoutClass: String
    var horizontal: Bool
    var bounds: CGRect
    var contentOffset: CGPoint
    var contentInset: UIEdgeInsets
    var adjustedContentInset: UIEdgeInsets
    var safeAreaInsets: UIEdgeInsets
    var behavior: String
    var contentSize: CGSize
    var screenScale: CGFloat
    var settings: [(String, LatticeCaptureValue)]
    var elements: [LatticeCapturedElement]
    /// Element index → its samples `(offset, frame)`.
    var tracks: [Int: [(CGFloat, CGRect)]]
    var sampledOffsets: Int
    var truncated: Bool
}

/// A setting's value, as the capture's `settings` mapping holds it.
enum LatticeCaptureValue {
    case number(CGFloat), flag(Bool), text(String), size(CGSize), insets(UIEdgeInsets)
}

/// The capture itself: checks, elements, tracks, then the offset put back.
@MainActor
struct LatticeCaptureRun {
    let view: UICollectionView
    /// The most offsets sampled for the tracks.
    static let sampleCap = 2000

    enum Outcome { case success(LatticeCapture), failure(String) }

    func capture() -> Outcome {
        let layout = view.collectionViewLayout
        if type(of: layout) == UICollectionViewLayout.self {
            return .failure("the collection view's layout is a plain UICollectionViewLayout, which lays out nothing")
        }
        view.layoutIfNeeded()
        let n = LatticeCapture.number
        let size = view.contentSize
        guard size.width.isFinite, size.height.isFinite, view.bounds.width.isFinite, view.bounds.height.isFinite else {
            return .failure("the content size (\(n(size.width)) x \(n(size.height))) or the bounds (\(LatticeCapture.frame(view.bounds))) is not a finite number")
        }
        guard size.width > 0, size.height > 0 else {
            return .failure("the content size is \(n(size.width)) x \(n(size.height)): nothing laid out yet (call it after the first layout pass)")
        }
        guard view.bounds.width > 0, view.bounds.height > 0 else {
            return .failure("the collection view's bounds are \(n(view.bounds.width)) x \(n(view.bounds.height)): it is not on screen")
        }
        let start = view.contentOffset
        let elements: [LatticeCapturedElement]
        switch collectElements() {
        case let .failure(error): return .failure(error.message)
        case let .success(found): elements = found
        }
        if elements.isEmpty { return .failure("the layout returned no elements over the content (no items?)") }
        var sampler = LatticeTrackSampler(view: view, elements: elements, start: start, horizontal: isHorizontal())
        let sampled = sampler.sample()
        view.setContentOffset(start, animated: false)
        view.layoutIfNeeded()
        if let problem = sampled { return .failure(problem) }
        return .success(describe(elements: elements, tracks: sampler.tracks, sampledOffsets: sampler.offsetsSampled,
                                 truncated: sampler.truncated, start: start))
    }

    private func describe(elements: [LatticeCapturedElement], tracks: [Int: [(CGFloat, CGRect)]], sampledOffsets: Int,
                          truncated: Bool, start: CGPoint) -> LatticeCapture {
        let layout = view.collectionViewLayout
        let layoutClass = String(describing: type(of: layout))
        let behavior: String
        switch view.contentInsetAdjustmentBehavior {
        case .scrollableAxes: behavior = "scrollableAxes"
        case .never: behavior = "never"
        case .always: behavior = "always"
        default: behavior = "automatic"
        }
        return LatticeCapture(name: "\(layoutClass) (captured)", layoutClass: layoutClass, horizontal: isHorizontal(),
                              bounds: view.bounds, contentOffset: start, contentInset: view.contentInset,
                              adjustedContentInset: view.adjustedContentInset, safeAreaInsets: view.safeAreaInsets,
                              behavior: behavior, contentSize: view.contentSize, screenScale: view.traitCollection.displayScale,
                              settings: LatticeCaptureSettings.read(layout), elements: elements, tracks: tracks,
                              sampledOffsets: sampledOffsets, truncated: truncated)
    }

    /// The scroll axis: the flow layout's (or a layout's `scrollDirection` as `Mirror` shows
    /// it), else horizontal only when the content is wider than the bounds and no taller.
    func isHorizontal() -> Bool {
        if let flow = view.collectionViewLayout as? UICollectionViewFlowLayout { return flow.scrollDirection == .horizontal }
        for (name, value) in LatticeCaptureSettings.read(view.collectionViewLayout) where name == "scrollDirection" {
            if case let .text(t) = value { return t == "horizontal" }
        }
        return view.contentSize.width > view.bounds.width && view.contentSize.height <= view.bounds.height
    }

    /// Every element over the content rect at the current offset, then what the per-index-path
    /// queries return for cells, headers and footers the rect query left out.
    private func collectElements() -> Result<[LatticeCapturedElement], LatticeCaptureError> {
        let inset = view.adjustedContentInset
        let size = view.contentSize
        let content = CGRect(x: -inset.left, y: -inset.top, width: size.width + inset.left + inset.right,
                             height: size.height + inset.top + inset.bottom).union(view.bounds)
        var elements: [LatticeCapturedElement] = []
        var seen = Set<LatticeElementKey>()
        func add(_ a: UICollectionViewLayoutAttributes) -> String? {
            let e = LatticeCapturedElement(a)
            guard seen.insert(e.key).inserted else { return nil }
            let f = e.frame
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
                return "the layout returned a frame that is not a finite number (\(LatticeCapture.frame(f))) for the element at section \(e.section), item \(e.item)\(e.kind.isEmpty ? "" : " of kind \(e.kind)")"
            }
            elements.append(e)
            return nil
        }
        for a in view.collectionViewLayout.layoutAttributesForElements(in: content) ?? [] {
            if let problem = add(a) { return .failure(LatticeCaptureError(problem)) }
        }
        for section in 0..<view.numberOfSections {
            for item in 0..<view.numberOfItems(inSection: section)
            where !seen.contains(LatticeElementKey(category: 0, kind: "", section: section, item: item)) {
                if let a = view.layoutAttributesForItem(at: IndexPath(item: item, section: section)), let problem = add(a) {
                    return .failure(LatticeCaptureError(problem))
                }
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
            where !seen.contains(LatticeElementKey(category: 1, kind: kind, section: section, item: 0)) {
                if let a = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section)),
                   a.frame.width > 0, a.frame.height > 0, let problem = add(a) {
                    return .failure(LatticeCaptureError(problem))
                }
            }
        }
        return .success(elements)
    }
}

/// A reason the capture could not be made.
struct LatticeCaptureError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Scrolls the collection view from the content's start to its end and records the frames of
/// the elements the layout moves: `contentOffset` set without animation, then
/// `layoutIfNeeded()`, so the layout is asked as UIKit asks it after a bounds change.
@MainActor
struct LatticeTrackSampler {
    let view: UICollectionView
    let elements: [LatticeCapturedElement]
    let start: CGPoint
    let horizontal: Bool
    private(set) var tracks: [Int: [(CGFloat, CGRect)]] = [:]
    private(set) var offsetsSampled = 0
    private(set) var truncated = false
    /// Element key → index in `elements`.
    private let index: [LatticeElementKey: Int]

    init(view: UICollectionView, elements: [LatticeCapturedElement], start: CGPoint, horizontal: Bool) {
        self.view = view
        self.elements = elements
        self.start = start
        self.horizontal = horizontal
        var index: [LatticeElementKey: Int] = [:]
        index.reserveCapacity(elements.count)
        for (i, e) in elements.enumerated() { index[e.key] = i }
        self.index = index
    }

    /// The first and last offsets along the scroll axis (the inset-adjusted scrollable range).
    private func range() -> (CGFloat, CGFloat) {
        let inset = view.adjustedContentInset
        let size = view.contentSize
        let bounds = view.bounds
        let first = horizontal ? -inset.left : -inset.top
        let last = horizontal ? size.width + inset.right - bounds.width : size.height + inset.bottom - bounds.height
        return (first, max(first, last))
    }

    /// A quarter of the shortest supplementary or decoration view along the scroll axis (the
    /// elements layouts pin and move), of the shortest element when there are none; at least
    /// 1 point.
    private func step() -> CGFloat {
        func shortest(_ include: (LatticeCapturedElement) -> Bool) -> CGFloat? {
            var found: CGFloat?
            for e in elements where include(e) {
                let length = horizontal ? e.frame.width : e.frame.height
                if length > 0 { found = min(found ?? length, length) }
            }
            return found
        }
        return max(1, (shortest { $0.category != 0 } ?? shortest { _ in true } ?? 4) / 4)
    }

    /// The offsets to visit: every step from the start to the end, the captured offset among
    /// them, at most `sampleCap`.
    private mutating func grid() -> [CGFloat] {
        let (first, last) = range()
        let step = step()
        var offsets: [CGFloat] = []
        var o = first
        while o < last, offsets.count < LatticeCaptureRun.sampleCap - 2 {
            offsets.append(o)
            o = first + step * CGFloat(offsets.count)
        }
        truncated = o < last
        if !truncated { offsets.append(last) }
        let here = horizontal ? start.x : start.y
        if here >= first, here <= (offsets.last ?? first), !offsets.contains(here) {
            offsets.append(here)
            offsets.sort()
        }
        return offsets
    }

    /// The frames of the elements in view at offset `o` (the other coordinate as captured).
    private func visibleFrames(at o: CGFloat) -> [(Int, CGRect)] {
        view.setContentOffset(horizontal ? CGPoint(x: o, y: start.y) : CGPoint(x: start.x, y: o), animated: false)
        view.layoutIfNeeded()
        var found: [(Int, CGRect)] = []
        for a in view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? [] {
            if let i = index[LatticeCapturedElement(a).key] { found.append((i, a.frame)) }
        }
        return found
    }

    /// The frame of element `i` at the current offset: as the rect query gave it, else as the
    /// per-index-path query gives it, else the captured frame.
    private func frame(of i: Int, in visible: [Int: CGRect]) -> CGRect {
        if let f = visible[i] { return f }
        let e = elements[i]
        let path = IndexPath(item: e.item, section: e.section)
        let layout = view.collectionViewLayout
        let a: UICollectionViewLayoutAttributes?
        switch e.category {
        case 0: a = layout.layoutAttributesForItem(at: path)
        case 1: a = layout.layoutAttributesForSupplementaryView(ofKind: e.kind, at: path)
        default: a = layout.layoutAttributesForDecorationView(ofKind: e.kind, at: path)
        }
        return a?.frame ?? e.frame
    }

    /// Two passes: which elements move (their frame in view differs from the captured one at
    /// some offset), then their frames at every offset, refined where a motion changes slope.
    /// Returns a message when the layout gives a frame that is not a finite number.
    mutating func sample() -> String? {
        let offsets = grid()
        var moving = Set<Int>()
        for o in offsets {
            for (i, f) in visibleFrames(at: o) where f != elements[i].frame { moving.insert(i) }
        }
        offsetsSampled = offsets.count
        guard !moving.isEmpty else { return nil }
        let tracked = moving.sorted()
        var samples: [(CGFloat, [CGRect])] = []
        for o in offsets { samples.append((o, frames(of: tracked, at: o))) }
        samples = refine(samples, tracked: tracked)
        for row in samples {
            for f in row.1 where !(f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite) {
                return "the layout returned a frame that is not a finite number (\(LatticeCapture.frame(f))) at offset \(LatticeCapture.number(row.0))"
            }
        }
        for (column, i) in tracked.enumerated() {
            tracks[i] = LatticeTrackSampler.pruned(samples.map { ($0.0, $0.1[column]) })
        }
        return nil
    }

    private func frames(of tracked: [Int], at o: CGFloat) -> [CGRect] {
        var visible: [Int: CGRect] = [:]
        for (i, f) in visibleFrames(at: o) { visible[i] = f }
        return tracked.map { frame(of: $0, in: visible) }
    }

    /// Adds samples between two neighbouring ones where a tracked element's motion is not
    /// straight (its slope changes on either side of the gap), within the offset cap.
    private mutating func refine(_ coarse: [(CGFloat, [CGRect])], tracked: [Int]) -> [(CGFloat, [CGRect])] {
        var out: [(CGFloat, [CGRect])] = []
        for k in coarse.indices {
            out.append(coarse[k])
            guard k + 1 < coarse.count else { break }
            let before = k > 0 && !LatticeTrackSampler.straight(coarse[k - 1], coarse[k], coarse[k + 1])
            let after = k + 2 < coarse.count && !LatticeTrackSampler.straight(coarse[k], coarse[k + 1], coarse[k + 2])
            if before || after {
                out += between(coarse[k], coarse[k + 1], outside: (k > 0 ? coarse[k - 1] : nil, k + 2 < coarse.count ? coarse[k + 2] : nil),
                               tracked: tracked)
            }
        }
        return out
    }

    typealias Sample = (CGFloat, [CGRect])

    /// Samples strictly between `a` and `b`. First the offset where the straight motions on
    /// either side (through the samples `outside` the gap) meet: when every element is on both
    /// lines there, the bend is exactly there and one sample holds it. Else the middle one and,
    /// where the motion bends, the samples of each half in turn, down to one pixel
    /// (1 / screen scale).
    private mutating func between(_ a: Sample, _ b: Sample, outside: (Sample?, Sample?), tracked: [Int]) -> [Sample] {
        let pixel = 1 / max(1, view.traitCollection.displayScale)
        guard b.0 - a.0 > pixel / 8, offsetsSampled < LatticeCaptureRun.sampleCap else { return [] }
        if let p = outside.0, let q = outside.1, let k = LatticeTrackSampler.meeting(p, a, b, q), k > a.0, k < b.0 {
            let bend = (k, frames(of: tracked, at: k))
            offsetsSampled += 1
            if LatticeTrackSampler.straight(p, a, bend), LatticeTrackSampler.straight(bend, b, q) { return [bend] }
        }
        guard b.0 - a.0 > pixel, offsetsSampled < LatticeCaptureRun.sampleCap else { return [] }
        let m = (a.0 + b.0) / 2
        let mid = (m, frames(of: tracked, at: m))
        offsetsSampled += 1
        if LatticeTrackSampler.straight(a, mid, b) { return [mid] }
        return between(a, mid, outside: (outside.0, b), tracked: tracked) + [mid]
            + between(mid, b, outside: (a, outside.1), tracked: tracked)
    }

    /// The offset where the line through `p` and `a` meets the line through `b` and `q`, for the
    /// first coordinate of a tracked element whose two slopes differ.
    static func meeting(_ p: Sample, _ a: Sample, _ b: Sample, _ q: Sample) -> CGFloat? {
        for k in 0..<a.1.count {
            let values: [(CGRect) -> CGFloat] = [{ $0.minX }, { $0.minY }, { $0.width }, { $0.height }]
            for v in values {
                let s1 = (v(a.1[k]) - v(p.1[k])) / (a.0 - p.0)
                let s2 = (v(q.1[k]) - v(b.1[k])) / (q.0 - b.0)
                guard abs(s1 - s2) > 1e-9 else { continue }
                return (v(b.1[k]) - v(a.1[k]) + s1 * a.0 - s2 * b.0) / (s1 - s2)
            }
        }
        return nil
    }

    /// True when every frame of `m` is on the straight line between `a`'s and `b`'s.
    static func straight(_ a: (CGFloat, [CGRect]), _ m: (CGFloat, [CGRect]), _ b: (CGFloat, [CGRect])) -> Bool {
        let t = (m.0 - a.0) / (b.0 - a.0)
        for k in 0..<m.1.count {
            let fa = a.1[k], fm = m.1[k], fb = b.1[k]
            let pairs = [(fa.minX, fm.minX, fb.minX), (fa.minY, fm.minY, fb.minY),
                         (fa.width, fm.width, fb.width), (fa.height, fm.height, fb.height)]
            for (va, vm, vb) in pairs {
                let expected = va + (vb - va) * t
                if abs(vm - expected) > 1e-6 * max(1, abs(expected)) { return false }
            }
        }
        return true
    }

    /// The samples with those in the middle of a straight stretch left out (first and last
    /// kept): the playback interpolates them back exactly.
    static func pruned(_ samples: [(CGFloat, CGRect)]) -> [(CGFloat, CGRect)] {
        guard samples.count > 2 else { return samples }
        var kept = [samples[0]]
        for k in 1..<(samples.count - 1) {
            let a = kept[kept.count - 1], m = samples[k], b = samples[k + 1]
            if !straight((a.0, [a.1]), (m.0, [m.1]), (b.0, [b.1])) { kept.append(m) }
        }
        kept.append(samples[samples.count - 1])
        return kept
    }
}

/// The settings a layout shows: the flow layout's properties (cast, on every platform), and the
/// stored properties `Mirror` finds on a layout written in Swift (numbers, flags, enums, sizes,
/// insets, one level into a stored structure). A layout written in Objective-C shows none to
/// `Mirror`; its class name is still captured.
enum LatticeCaptureSettings {
    @MainActor
    static func read(_ layout: UICollectionViewLayout) -> [(String, LatticeCaptureValue)] {
        var found: [(String, LatticeCaptureValue)] = []
        if let flow = layout as? UICollectionViewFlowLayout {
            found = [("scrollDirection", .text(flow.scrollDirection == .horizontal ? "horizontal" : "vertical")),
                     ("itemSize", .size(flow.itemSize)), ("estimatedItemSize", .size(flow.estimatedItemSize)),
                     ("minimumLineSpacing", .number(flow.minimumLineSpacing)),
                     ("minimumInteritemSpacing", .number(flow.minimumInteritemSpacing)),
                     ("sectionInset", .insets(flow.sectionInset)), ("headerReferenceSize", .size(flow.headerReferenceSize)),
                     ("footerReferenceSize", .size(flow.footerReferenceSize)),
                     ("sectionHeadersPinToVisibleBounds", .flag(flow.sectionHeadersPinToVisibleBounds)),
                     ("sectionFootersPinToVisibleBounds", .flag(flow.sectionFootersPinToVisibleBounds))]
        }
        var names = Set(found.map(\.0))
        var mirror: Mirror? = Mirror(reflecting: layout)
        while let m = mirror {
            collect(m, depth: 0, into: &found, names: &names)
            mirror = m.superclassMirror
        }
        return found
    }

    private static func collect(_ mirror: Mirror, depth: Int, into found: inout [(String, LatticeCaptureValue)], names: inout Set<String>) {
        for child in mirror.children {
            guard let label = child.label, !label.hasPrefix("_"), !label.hasPrefix("$"), !names.contains(label) else { continue }
            if let value = value(child.value) {
                names.insert(label)
                found.append((label, value))
            } else if depth == 0, Mirror(reflecting: child.value).displayStyle == .struct {
                collect(Mirror(reflecting: child.value), depth: 1, into: &found, names: &names)
            }
        }
    }

    private static func value(_ any: Any) -> LatticeCaptureValue? {
        switch any {
        case let v as Bool: return .flag(v)
        case let v as CGFloat: return v.isFinite ? .number(v) : nil
        case let v as Double: return v.isFinite ? .number(CGFloat(v)) : nil
        case let v as Int: return .number(CGFloat(v))
        case let v as CGSize: return v.width.isFinite && v.height.isFinite ? .size(v) : nil
        case let v as UIEdgeInsets: return .insets(v)
        default:
            let m = Mirror(reflecting: any)
            return m.displayStyle == .enum && m.children.isEmpty ? .text(String(describing: any)) : nil
        }
    }
}

/// Where the JSON goes: a string, or a file written in pieces (64 KB at a time) and moved into
/// place when complete, so a large capture is never held whole.
struct LatticeCaptureSink {
    private(set) var text = ""
    private let path: String?
    private var handle: FileHandle?
    private var problem: String?

    init(path: String?) {
        self.path = path
        guard let path else { return }
        if FileManager.default.createFile(atPath: path, contents: nil) {
            handle = FileHandle(forWritingAtPath: path)
        }
        if handle == nil { problem = "cannot write \(path)" }
    }

    mutating func write(_ s: String) {
        text += s
        if path != nil, text.utf8.count >= 65_536 { flush() }
    }

    private mutating func flush() {
        handle?.write(Data(text.utf8))
        text = ""
    }

    /// Writes what is left, closes the file and moves it to `destination`; the problem if any.
    mutating func finish(movingTo destination: String) -> String? {
        flush()
        handle?.closeFile()
        guard problem == nil, let path else { return problem }
        let fm = FileManager.default
        do {
            if fm.fileExists(atPath: destination) { try fm.removeItem(atPath: destination) }
            try fm.moveItem(atPath: path, toPath: destination)
        } catch {
            try? fm.removeItem(atPath: path)
            return "cannot write \(destination): \(error.localizedDescription)"
        }
        return nil
    }
}

extension LatticeCapture {
    /// The snapshot fixture, as JSON (FixtureFormat §2 and §9a), one element per line.
    func write(into sink: inout LatticeCaptureSink) {
        let n = LatticeCapture.number
        sink.write("{\n  \"name\": \(LatticeCapture.quoted(name)),\n")
        sink.write("  \"viewport\": {\"width\": \(n(bounds.width)), \"height\": \(n(bounds.height))},\n")
        sink.write("  \"contentInset\": \(LatticeCapture.insets(contentInset)),\n")
        // The safe area matters only where there is one (a snapshot without it reads as before).
        if safeAreaInsets != .zero {
            sink.write("  \"safeAreaInsets\": \(LatticeCapture.insets(safeAreaInsets)),\n")
            sink.write("  \"contentInsetAdjustmentBehavior\": \"\(behavior)\",\n")
        }
        sink.write("  \"contentOffset\": {\"x\": \(n(contentOffset.x)), \"y\": \(n(contentOffset.y))},\n")
        sink.write("  \"screenScale\": \(n(screenScale)),\n")
        sink.write("  \"layout\": {\"type\": \"snapshot\", \"scrollDirection\": \"\(horizontal ? "horizontal" : "vertical")\", ")
        sink.write("\"contentSize\": {\"width\": \(n(contentSize.width)), \"height\": \(n(contentSize.height))}},\n")
        sink.write("  \"capture\": {\"tool\": \"LatticeCapture 1\", \"layoutClass\": \(LatticeCapture.quoted(layoutClass)), ")
        sink.write("\"adjustedContentInset\": \(LatticeCapture.insets(adjustedContentInset)),\n    \"settings\": {")
        sink.write(settings.map { "\(LatticeCapture.quoted($0.0)): \(LatticeCapture.json($0.1))" }.joined(separator: ", "))
        sink.write("},\n    \"sampledOffsets\": \(sampledOffsets), \"truncated\": \(truncated)},\n  \"elements\": [\n")
        for (i, e) in elements.enumerated() {
            sink.write("    ")
            sink.write(element(e, track: tracks[i]))
            sink.write(i == elements.count - 1 ? "\n" : ",\n")
        }
        sink.write("  ]\n}\n")
    }

    private func element(_ e: LatticeCapturedElement, track: [(CGFloat, CGRect)]?) -> String {
        let n = LatticeCapture.number
        var s = "{"
        if e.category != 0 { s += "\"category\": \"\(e.category == 1 ? "supplementary" : "decoration")\", \"kind\": \(LatticeCapture.quoted(e.kind)), " }
        s += "\"section\": \(e.section), \"item\": \(e.item), \"frame\": \(LatticeCapture.frame(e.frame))"
        // A snapshot's zIndex is at most 1e9 in size: a layout's NSIntegerMax ("always on top")
        // is written as that bound, which keeps the order.
        if e.zIndex != 0 { s += ", \"zIndex\": \(max(-1_000_000_000, min(1_000_000_000, e.zIndex)))" }
        if e.alpha != 1 { s += ", \"alpha\": \(n(min(1, max(0, e.alpha))))" }
        if e.hidden { s += ", \"hidden\": true" }
        let t = e.transform
        if !t.isIdentity { s += ", \"transform\": [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ", "))]" }
        let m = e.transform3D
        if !CATransform3DIsIdentity(m) {
            let rows = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
            s += ", \"transform3D\": [\(rows.map(n).joined(separator: ", "))]"
        }
        if let track {
            s += ", \"track\": [" + track.map { o, f in "[\(n(o)), \(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height))]" }
                .joined(separator: ", ") + "]"
        }
        return s + "}"
    }

    /// A number that reads back exactly: whole numbers without a fraction, others in Swift's
    /// shortest round-trip form.
    static func number(_ v: CGFloat) -> String {
        let d = Double(v)
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    static func frame(_ f: CGRect) -> String {
        "[\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height))]"
    }

    static func insets(_ i: UIEdgeInsets) -> String {
        "{\"top\": \(number(i.top)), \"left\": \(number(i.left)), \"bottom\": \(number(i.bottom)), \"right\": \(number(i.right))}"
    }

    static func json(_ value: LatticeCaptureValue) -> String {
        switch value {
        case let .number(v): return number(v)
        case let .flag(b): return b ? "true" : "false"
        case let .text(t): return quoted(t)
        case let .size(s): return "{\"width\": \(number(s.width)), \"height\": \(number(s.height))}"
        case let .insets(i): return insets(i)
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for u in text.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
#endif
