import LatticeFixtures
import LatticeLayout

/// The text of a `flow` fixture, as `lattice import --infer flow` writes it: the collection
/// view's geometry, the layout's scroll direction and pinning, and every section spelt out as
/// `--infer list` spells them (runs of equal item sizes as `repeat`).
public enum FlowFixtureText {
    public static func fixture(_ f: Fixture, comment: String? = nil) -> String {
        var collectionView: [String] = []
        if f.contentInset != .zero { collectionView.append("contentInset: \(SnapshotText.insets(f.contentInset))") }
        if f.safeAreaInsets != .zero { collectionView.append("safeAreaInsets: \(SnapshotText.insets(f.safeAreaInsets))") }
        if f.contentInsetAdjustmentBehavior != .automatic {
            collectionView.append("contentInsetAdjustmentBehavior: \(f.contentInsetAdjustmentBehavior.rawValue)")
        }
        return ListFixtureText.text(f, comment: comment, unnamed: "inferred flow", collectionView: collectionView,
                                    layout: f.layout.optionsText)
    }
}
