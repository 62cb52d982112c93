import Foundation
package import LatticeUIKit
package import LatticeFixtures

/// The viewer's `t` / `T` on a hosted UIKit layout: the user changed the text size in Settings.
extension UIKitLayoutBridge {
    /// Sets the host's `UIApplication.shared.preferredContentSizeCategory` inside the host's
    /// runtime — the collection view's `traitCollection.preferredContentSizeCategory` follows
    /// it — which posts `UIContentSizeCategory.didChangeNotification` with the new category
    /// under `UIContentSizeCategoryNewValueKey`, so a layout's observer (a `#selector` or a
    /// block) runs and reads the new trait. The viewer invalidates the layout after. False
    /// (nothing changed) for a view a program made itself, which has no host of lattice's.
    package func takeContentSizeCategory(_ category: ContentSizeCategoryName) -> Bool {
        guard let runtime, let i = UIContentSizeCategory.fixtureNames.firstIndex(of: category.rawValue) else { return false }
        runtime.run { runtime.application.preferredContentSizeCategory = UIContentSizeCategory.ordered[i] }
        return true
    }
}
