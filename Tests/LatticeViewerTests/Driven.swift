import LatticeViewer
import LatticeRender

/// A viewer model with its effects carried out by an `EffectRunner`, as the run loop and
/// `render` drive it: for the tests that load, watch and write real files. (Tests without files
/// send messages to a `ViewerModel` directly.)
@dynamicMemberLookup
struct Driven {
    private(set) var model: ViewerModel
    private(set) var effects = EffectRunner()

    init(_ model: ViewerModel) {
        self.model = model
        effects.start(&self.model)
    }

    subscript<T>(dynamicMember path: KeyPath<ViewerModel, T>) -> T { model[keyPath: path] }

    mutating func update(_ message: ViewerMessage) { effects.send(message, to: &model) }
    mutating func handle(_ key: ViewerKey) { effects.send([key], to: &model) }
    mutating func handle(_ keys: [ViewerKey]) { effects.send(keys, to: &model) }
    /// What the run loop does when idle: the watched files that changed are sent as `.fileChanged`.
    mutating func pollFiles() { effects.pollFiles(&model) }
    var watchedFileChanged: Bool { effects.watchedFileChanged }
    func frame() -> ScreenBuffer { model.frame() }
}
