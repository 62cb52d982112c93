import LatticeLayout
import LatticeViewport
import LatticeRender

/// The interactive viewer as a state machine (the Elm architecture): `handle(_:)` turns a key into
/// an `Action` and applies it to the state; `frame()` draws the state into a `ScreenBuffer`. No
/// terminal is involved, so `render`, the tests and the ncurses run loop share every line of it.
public final class ViewerSession {
    // MARK: State

    public internal(set) var scene: Scene
    /// The simulated collection view: layout + bounds (what `dump` prints).
    public internal(set) var collectionView: CollectionView
    public internal(set) var terminalSize: (cols: Int, rows: Int)
    /// Index into `ZoomLadder.steps`: points per terminal column.
    public internal(set) var zoomIndex: Int
    /// The user zoomed: a resize no longer re-fits a fixed viewport.
    var userZoomed = false
    public internal(set) var inspectorOpen = false
    public internal(set) var helpOpen = false
    /// The `:` command being typed, nil when not in command mode.
    public internal(set) var commandLine: String?
    /// A one-shot message shown on the key line until the next key.
    public internal(set) var message: (text: String, isError: Bool)?
    /// The error of the last reload that failed; the last good layout stays on screen.
    public internal(set) var reloadError: String?
    public internal(set) var shouldQuit = false
    /// The fixture file shown (nil for the built-in demo) and the folder it belongs to.
    public internal(set) var path: String?
    public internal(set) var folder: [String]
    /// Headless sessions (render, tests) print no timings, so frames are reproducible.
    public let headless: Bool
    /// Glyph set (UTF-8 or ASCII).
    public var glyphs: Glyphs
    /// How long the last `frame()` took, in milliseconds.
    public internal(set) var lastFrameMilliseconds: Double = 0
    /// Loads a scene from a path (reload, next fixture, auto reload). Set by `init(fixture:…)`.
    public var loader: ((String) throws -> Scene)?
    /// Applies `:set PATH=VALUE` to the current fixture and builds the new scene. Set by
    /// `init(fixture:…)`.
    public var setter: ((String, String) throws -> Scene)?
    /// Fixture overrides re-applied on every reload, in order: the CLI's `--viewport` (as
    /// `viewport.width=…`, `viewport.height=…`) and `--set` arguments; `:set` adds to them.
    public var overrides: [String] = []
    /// The modification time of `path` when last loaded (auto reload polls it).
    var loadedStamp: FileStamp?

    /// Reused across frames.
    var attributeScratch: [LayoutAttributes] = []

    /// The focus cursor (`<tab>` / shift-tab): the element `a` `x` `m` act on and the inspector
    /// describes. Kept by identity; it may scroll out of view.
    public internal(set) var focus: ElementID?
    /// `m` was typed: the next key is the direction of the move.
    public internal(set) var pendingMove = false
    /// The running batch-update animation and fling, in virtual time (ViewerSession+Updates.swift).
    public internal(set) var animations = ViewportAnimations()

    /// A session on a ready scene.
    public init(scene: Scene, path: String? = nil, folder: [String] = [], terminalSize: (cols: Int, rows: Int),
                headless: Bool, glyphs: Glyphs = .utf8) {
        self.scene = scene
        self.path = path
        self.folder = folder
        self.headless = headless
        self.glyphs = glyphs
        self.terminalSize = (Swift.max(1, terminalSize.cols), Swift.max(1, terminalSize.rows))
        self.zoomIndex = ZoomLadder.defaultIndex
        self.collectionView = CollectionView(layout: scene.layout, viewportSize: scene.fixedViewport ?? Size(width: 320, height: 480),
                                             contentOffset: scene.contentOffset, contentInset: scene.contentInset)
        if let path { loadedStamp = FileStamp(path: path) }
        refit()
        syncViewport()
    }

    // MARK: Derived values

    public var direction: ScrollDirection { scene.layout.knobs.scrollDirection }

    var geometry: ScreenGeometry {
        ScreenGeometry.make(cols: terminalSize.cols, rows: terminalSize.rows, inspector: inspectorOpen,
                            direction: direction, zoomIndex: zoomIndex, fixedViewport: scene.fixedViewport)
    }

    /// Points per terminal column at the current zoom; a row is twice as many.
    public var pointsPerColumn: Double { ZoomLadder.steps[zoomIndex] }

    /// One terminal cell along the scroll axis, in points: the step of `]` `[` `}` `{`.
    public var scrollAxisStep: Double { direction == .vertical ? 2 * pointsPerColumn : pointsPerColumn }

    /// A fixed viewport is fitted into the room unless the user zoomed.
    func refit() {
        guard let v = scene.fixedViewport, !userZoomed else { return }
        let room = ScreenGeometry.room(cols: terminalSize.cols, rows: terminalSize.rows, inspector: inspectorOpen, direction: direction).room
        zoomIndex = ScreenGeometry.fitIndex(viewport: v, room: room)
    }

    /// Makes the collection view's size match the scene: the fixture's viewport, or (following
    /// the terminal) the viewport area's cells times the points per cell. A change is a bounds
    /// size change: the layout is invalidated and prepared again.
    func syncViewport() {
        let size: Size
        if let v = scene.fixedViewport {
            size = v
        } else {
            let g = geometry
            size = Size(width: Double(Swift.max(1, g.area.cols)) * g.pointsPerColumn,
                        height: Double(Swift.max(1, g.area.rows)) * 2 * g.pointsPerColumn)
        }
        if size != collectionView.viewportSize { stopAnimations() }
        collectionView.setViewportSize(size)
    }

    // MARK: Input

    /// Handles one key exactly as typed in the viewer.
    public func handle(_ key: ViewerKey) {
        if case .resize(let c, let r) = key {
            apply(.resize(cols: c, rows: r))
            return
        }
        if case .wait(let ms) = key {
            // Time passing is not a key press: the message and the panels stay.
            advanceTime(milliseconds: ms)
            return
        }
        message = nil
        if helpOpen {
            helpOpen = false
            if key == .char("q") { shouldQuit = true }
            return
        }
        if var line = commandLine {
            switch key {
            case .enter: commandLine = nil; runCommand(line)
            case .escape: commandLine = nil
            case .backspace:
                if line.isEmpty { commandLine = nil } else { line.removeLast(); commandLine = line }
            case .char(let c): line.append(c); commandLine = line
            case .tab: line.append(" "); commandLine = line
            default: break
            }
            return
        }
        if pendingMove {
            pendingMove = false
            if let step = Action.moveStep(key) { moveFocusedItem(by: step) }
            else { message = ("move cancelled (m then j k l h or an arrow)", false) }
            return
        }
        if let action = Action(key: key) { apply(action) }
    }

    /// Applies a sequence of keys.
    public func handle(_ keys: [ViewerKey]) { for k in keys { handle(k) } }

    /// Applies an action to the state.
    func apply(_ action: Action) {
        let d = direction
        let row = 2 * pointsPerColumn, col = pointsPerColumn
        switch action {
        case .scroll, .wheel, .page, .home, .end:
            // A scroll key stops a fling, as a touch stops a decelerating UIScrollView.
            animations.stopFling()
        default: break
        }
        switch action {
        case .scroll(let dx, let dy):
            collectionView.scroll(by: Point(x: Double(dx) * col, y: Double(dy) * row))
        case .wheel(let steps):
            let delta = Double(steps) * 3 * (d == .vertical ? row : col)
            collectionView.scroll(by: Point(s: delta, f: 0, d))
        case .page(let n):
            collectionView.scroll(by: Point(s: Double(n) * collectionView.viewportSize.s(d), f: 0, d))
        case .home:
            let o = collectionView.contentOffset
            collectionView.setContentOffset(Point(s: collectionView.minimumContentOffset.s(d), f: o.f(d), d), clamped: true)
        case .end:
            let o = collectionView.contentOffset
            collectionView.setContentOffset(Point(s: collectionView.maximumContentOffset.s(d), f: o.f(d), d), clamped: true)
        case .toggleDirection:
            guard scene.layout.supportedKnobs.contains(.scrollDirection) else {
                message = ("the \(scene.layout.layoutName) layout scrolls vertically only", false); return
            }
            let o = collectionView.contentOffset
            changeKnobs { $0.scrollDirection = $0.scrollDirection.toggled }
            // The scroll position carries over to the new scroll axis.
            collectionView.setContentOffset(Point(x: o.y, y: o.x), clamped: true)
            if scene.fixedViewport == nil { syncViewport() } else { refit() }
        case .toggleSticky:
            guard scene.layout.supportedKnobs.contains(.stickyHeaders) else {
                message = ("the \(scene.layout.layoutName) layout has no sticky headers", false); return
            }
            changeKnobs { $0.stickyHeaders.toggle() }
        case .toggleStretch:
            guard scene.layout.supportedKnobs.contains(.stretchToEdge) else {
                message = ("the \(scene.layout.layoutName) layout has no stretchToEdge", false); return
            }
            changeKnobs { $0.stretchToEdge.toggle() }
        case .yOffset(let n):
            guard scene.layout.supportedKnobs.contains(.stickyHeaderYOffset) else {
                message = ("the \(scene.layout.layoutName) layout has no stickyHeaderYOffset", false); return
            }
            let step = scrollAxisStep
            changeKnobs { $0.stickyHeaderYOffset += Double(n) * step }
        case .topInset(let n):
            guard scene.layout.supportedKnobs.contains(.topContentInset) else {
                message = ("the \(scene.layout.layoutName) layout has no topContentInset", false); return
            }
            let step = scrollAxisStep
            changeKnobs { $0.topContentInset += Double(n) * step }
        case .zoom(let n):
            let z = Swift.min(Swift.max(zoomIndex - n, 0), ZoomLadder.steps.count - 1)
            if z == zoomIndex { message = (n > 0 ? "fully zoomed in" : "fully zoomed out", false); return }
            zoomIndex = z; userZoomed = true
            syncViewport()
        case .toggleInspector:
            inspectorOpen.toggle()
            refit(); syncViewport()
        case .help:
            helpOpen = true
        case .command:
            commandLine = ""
        case .reload:
            reload(path: path, announce: true)
        case .nextFixture(let n):
            guard !folder.isEmpty else { message = ("not viewing a folder", false); return }
            let i = (folder.firstIndex(of: path ?? "") ?? -n) + n
            let target = folder[((i % folder.count) + folder.count) % folder.count]
            reload(path: target, announce: false, switching: true)
        case .quit:
            shouldQuit = true
        case .resize(let c, let r):
            terminalSize = (Swift.max(1, c), Swift.max(1, r))
            refit(); syncViewport()
        case .dismiss:
            break
        case .focus(let step):
            moveFocus(by: step)
        case .insertItem:
            insertAfterFocusedItem()
        case .deleteItem:
            deleteFocusedItem()
        case .beginMove:
            beginMove()
        case .undo:
            undoLastChange()
        case .fling(let sign):
            fling(sign)
        }
    }

    /// Changes layout options in place and lets the layout recompute what it invalidated.
    func changeKnobs(_ change: (inout LayoutKnobs) -> Void) {
        var k = scene.layout.knobs
        change(&k)
        guard k != scene.layout.knobs else { return }
        stopAnimations()
        scene.layout.knobs = k
        collectionView.layoutIfNeeded()
    }

    // MARK: Reload

    /// Replaces the scene with a fresh one from `path`, keeping the offset, zoom and panels. A
    /// failure keeps the last good scene and shows the error in the status bar.
    func reload(path target: String?, announce: Bool, switching: Bool = false) {
        guard let target, let loader else {
            message = ("nothing to reload: the built-in demo has no file", false); return
        }
        do {
            let newScene = try loader(target)
            let offset = switching ? newScene.contentOffset : collectionView.contentOffset
            install(newScene, offset: offset)
            path = target
            reloadError = nil
            loadedStamp = FileStamp(path: target)
            if announce { message = ("reloaded \(target)", false) }
        } catch {
            loadedStamp = FileStamp(path: target)
            if switching { path = target }
            reloadError = "\(error)"
        }
    }

    /// Shows a new scene (a reload or another fixture): a new collection view around its layout.
    func install(_ newScene: Scene, offset: Point) {
        scene = newScene
        stopAnimations()
        pendingMove = false
        collectionView = CollectionView(layout: newScene.layout, viewportSize: newScene.fixedViewport ?? collectionView.viewportSize,
                                        contentOffset: offset, contentInset: newScene.contentInset)
        if newScene.fixedViewport != nil { userZoomed = false }
        refit(); syncViewport()
        if let f = focus, !elementExists(f) { focus = nil }
    }

    /// Automatic reload: when the fixture file's modification time or size changed since it was
    /// last loaded, loads it again; when the file is gone, says so (once) and keeps the last
    /// layout. Returns true when something changed on screen. The run loop sends `.fileChanged`.
    @discardableResult
    public func pollFileChanges() -> Bool {
        guard let path, loader != nil else { return false }
        guard let stamp = FileStamp(path: path) else {
            guard loadedStamp != nil else { return false }
            loadedStamp = nil
            reloadError = "\(path): the file is gone (deleted or moved); showing the last layout loaded"
            return true
        }
        guard stamp != loadedStamp else { return false }
        reload(path: path, announce: false)
        if reloadError == nil { message = ("file changed: reloaded", false) }
        return true
    }
}
