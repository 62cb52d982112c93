import UIKit
import LatticeCLI

// The capture test's program: Capture/LatticeCapture.swift, one layout of a program's own (the
// corpus's sticky list, which pins its headers itself) for the custom-layout case, and layouts
// the capture must refuse (BadLayouts.swift; `plain` is UIKit's base class, which lays out nothing).
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "sticky-list": { _ in StickyHeaderListLayout() },
    "nan-frame": { _ in NaNFrameLayout() },
    "no-content": { _ in NoContentLayout() },
    "plain": { _ in UICollectionViewLayout() },
]
