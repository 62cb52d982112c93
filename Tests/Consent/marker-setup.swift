import Foundation
import UIKit
import LatticeCLI

/// Writes the file named by LATTICE_TEST_MARKER when its layout is made: proof that this code ran.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = ["marker": { _ in
    if let marker = ProcessInfo.processInfo.environment["LATTICE_TEST_MARKER"] {
        FileManager.default.createFile(atPath: marker, contents: Data("ran\n".utf8))
    }
    return UICollectionViewFlowLayout()
}]
