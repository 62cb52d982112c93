import UIKit
import LatticeCLI

// The capture test's program: Capture/LatticeCapture.swift, and one layout of a program's own
// (the corpus's sticky list, which pins its headers itself) for the custom-layout case.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "sticky-list": { _ in StickyHeaderListLayout() },
]
