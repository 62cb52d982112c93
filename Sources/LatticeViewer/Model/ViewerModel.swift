import LatticeLayout
import LatticeViewport
import LatticeRender
import LatticeFixtures

/// The interactive viewer as a value (the Elm architecture's model): `update(_:)` takes a
/// `ViewerMessage` (a key, time passing, a file change, a loaded fixture, a resize), changes the
/// model and returns the `ViewerEffect`s the program asks for (load a fixture, watch a file, write
/// one, tune memory, quit); `frame()` draws the model into a `ScreenBuffer` and changes nothing.
/// The model does no I/O: whoever drives it carries the effects out and sends their answers back
/// as messages (`EffectRunner` does it for the run loop, `render` / `record` and the tests).
///
/// It owns the simulated collection view and its layout as a view controller owns its
/// `UICollectionView`: those two are objects (the layout keeps its caches between frames), so
/// a copy of a model shares them; everything else is a value. One model drives one screen.
public struct ViewerModel {
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
    /// True once the model asked to quit (`q`, `:q!`): it also returned `.quit`.
    public internal(set) var shouldQuit = false
    /// The fixture file shown (nil for the built-in demo) and the folder it belongs to.
    public internal(set) var path: String?
    /// What the fixture shown was made from when it comes from no fixture file (with `path` nil):
    /// a paste of `lattice import A.txt@X,Y B.txt@X,Y`, named so. `:w`, `r` and `:set` then say
    /// what they can do with it instead of speaking of the built-in demo.
    public var madeFrom: String?
    public internal(set) var folder: [String]
    /// Headless models (render, tests) print no timings, so frames are reproducible.
    public let headless: Bool
    /// Glyph set (UTF-8 or ASCII).
    public var glyphs: Glyphs
    /// How long the last frame took to draw, in milliseconds, as the run loop measured it
    /// (`.frameDrawn`); the inspector shows it when not headless.
    public internal(set) var lastFrameMilliseconds: Double = 0
    /// Fixture overrides re-applied on every reload, in order: the CLI's `--viewport` (as
    /// `viewport.width=…`, `viewport.height=…`) and `--set` arguments (`--compare-set` too in a
    /// comparison pane); `:set` adds to them. Each carries its origin, which its errors name.
    public var overrides: [FixtureOverride] = []
    /// Lines the inspector shows after the layout's own (`lattice import A@X,Y B@X,Y`: how the
    /// sticky headers moved between the two pastes).
    public var inspectorNotes: [String] = []
    /// The program's own layout types (`:w` checks the text it writes loads with them).
    public var layouts = LayoutCatalogue()
    /// The fixture shown as loaded (overrides applied) and its file's text, for `:w`.
    var source: (fixture: Fixture, text: String?)?

    /// The screen's window onto a viewport it cuts (zoomed in), in cells (ViewerModel+Pan.swift).
    public internal(set) var pan: (col: Int, row: Int) = (0, 0)
    /// A count being typed before a key (`5` of `5j`).
    public internal(set) var pendingCount: Int?
    /// What the user was warned would drop the unsaved edits (`quit`, `reload`…): asked again, it
    /// goes ahead. A new edit takes the warning back.
    var warnedAbout: String?
    /// The `/` find being typed (nil when not finding) and the last find (`n` / `N`).
    public internal(set) var findLine: String?
    public internal(set) var findQuery: String?
    /// The one edit history (`a` `x` `m` done, `u` undone, `U` redone): each step holds its
    /// batch, the layout's way back and the item identities and labels from before it.
    var history = EditHistory<ViewerEdit>(limit: ViewerModel.historyLimit)
    /// The serial of the edit on top of the history when the data was last loaded or saved
    /// (0: no edit); `nextEditSerial` numbers new edits.
    var savedSerial = 0
    var nextEditSerial = 1
    /// The fixture file changed on disk while there were unsaved edits (so it was not reloaded):
    /// `:w!` would write the edits over the text as loaded and drop that change, so it asks for
    /// `:w!!`. A reload or a save clears it.
    var changedOnDisk = false
    /// `:wq` / `:x`: quit once the write being carried out has succeeded.
    var quitAfterWrite = false
    /// The most elements one frame draws (FrameBudget.swift).
    public var frameBudget = FrameBudget() {
        didSet { shown = snapshot() }
    }
    /// What the next frame shows, asked of the layout when the model changed (`update`, a new
    /// model): `frame()` reads it and calls no layout code of its own, as UIKit draws what its
    /// last layout pass found.
    var shown = FrameSnapshot()

    /// The focus cursor (`<tab>` / shift-tab): the element `a` `x` `m` act on and the inspector
    /// describes. Kept by identity; it may scroll out of view.
    public internal(set) var focus: ElementID?
    /// `m` was typed: the next key is the direction of the move.
    public internal(set) var pendingMove = false
    /// The section the sideways keys last scrolled and the content offset then: they keep
    /// scrolling it until the view scrolls (ViewerModel+Sideways.swift).
    var sidewaysHold: (section: Int, offset: Point)?
    /// The running batch-update animation and fling, in virtual time (ViewerModel+Updates.swift).
    public internal(set) var animations = ViewportAnimations()
    /// The text size the layout's trait collection reports (UIKit's
    /// `preferredContentSizeCategory`): the scene's, then as `t` / `T` step it
    /// (ViewerModel+TextSize.swift).
    public internal(set) var contentSizeCategory: ContentSizeCategoryName = .large
    /// `t` / `T` stepped the text size since the scene was shown: the status line names it even
    /// at `large`.
    var steppedTextSize = false
    /// The focused (else the first visible) section's flow values and where each came from, found
    /// in `update` while the inspector is open; nil for a layout that is no flow layout.
    public internal(set) var flowValues: FlowValueSources?
    /// The effects asked for while handling the current message; `update(_:)` hands them over.
    var effects: [ViewerEffect] = []

    /// A model on a ready scene.
    public init(scene: Scene, path: String? = nil, folder: [String] = [], terminalSize: (cols: Int, rows: Int),
                headless: Bool, glyphs: Glyphs = .utf8) {
        self.scene = scene
        self.path = path
        self.folder = folder
        self.headless = headless
        self.glyphs = glyphs
        self.terminalSize = (Swift.max(1, terminalSize.cols), Swift.max(1, terminalSize.rows))
        self.zoomIndex = ZoomLadder.defaultIndex
        self.contentSizeCategory = scene.contentSizeCategory
        self.collectionView = CollectionView(layout: scene.layout, viewportSize: scene.fixedViewport ?? Size(width: 320, height: 480),
                                             contentOffset: scene.contentOffset, contentInset: scene.contentInset)
        refit()
        syncViewport()
        shown = snapshot()
    }

    // MARK: Derived values

    /// The layout, the one handle every part of the viewer reaches it through (the collection
    /// view holds the same object).
    public var layout: ViewerLayout { scene.layout }

    public var direction: ScrollDirection { layout.knobs.scrollDirection }

    var geometry: ScreenGeometry {
        ScreenGeometry.make(cols: terminalSize.cols, rows: terminalSize.rows, inspector: inspectorOpen,
                            direction: direction, zoomIndex: zoomIndex, fixedViewport: scene.fixedViewport)
    }

    /// Points per terminal column at the current zoom; a row is twice as many.
    public var pointsPerColumn: Double { ZoomLadder.steps[zoomIndex] }

    /// One terminal cell along the scroll axis, in points: the step of `]` `[` `}` `{`.
    public var scrollAxisStep: Double { direction == .vertical ? 2 * pointsPerColumn : pointsPerColumn }

    /// A fixed viewport is fitted into the room unless the user zoomed.
    mutating func refit() {
        guard let v = scene.fixedViewport, !userZoomed else { return }
        let room = ScreenGeometry.room(cols: terminalSize.cols, rows: terminalSize.rows, inspector: inspectorOpen, direction: direction).room
        zoomIndex = ScreenGeometry.fitIndex(viewport: v, room: room)
    }

    /// Makes the collection view's size match the scene: the fixture's viewport, or (following
    /// the terminal) the cells of the viewport area with the inspector closed times the points per cell. A change is a bounds
    /// size change: the layout is invalidated and prepared again.
    mutating func syncViewport() {
        let size: Size
        if let v = scene.fixedViewport {
            size = v
        } else {
            // The whole viewport's cells, not the part the inspector leaves on screen.
            let g = geometry
            size = Size(width: Double(g.viewportCols) * g.pointsPerColumn,
                        height: Double(g.viewportRows) * 2 * g.pointsPerColumn)
        }
        if size != collectionView.viewportSize { stopAnimations() }
        collectionView.setViewportSize(size)
    }

    // MARK: Installing a scene

    /// Shows a new scene (a reload or another fixture): a new collection view around its layout.
    mutating func install(_ newScene: Scene, offset: Point) {
        scene = newScene
        contentSizeCategory = newScene.contentSizeCategory
        steppedTextSize = false
        stopAnimations()
        pendingMove = false
        sidewaysHold = nil
        collectionView = CollectionView(layout: newScene.layout, viewportSize: newScene.fixedViewport ?? collectionView.viewportSize,
                                        contentOffset: offset, contentInset: newScene.contentInset)
        if newScene.fixedViewport != nil { userZoomed = false }
        refit(); syncViewport()
        if let f = focus, !elementExists(f) { focus = nil }
        // A new collection view: its layout has no edit history.
        history = EditHistory(limit: Self.historyLimit)
        savedSerial = 0
        changedOnDisk = false
    }
}
