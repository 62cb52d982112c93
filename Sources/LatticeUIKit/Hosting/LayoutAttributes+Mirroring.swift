package import LatticeLayout

// UIKit's flipping of a layout that returns `flipsHorizontallyInOppositeLayoutDirection` in a
// right-to-left collection view (UIKitDifferences §3): x ↦ width − x, within the content's width.

extension Rect {
    /// The rectangle mirrored about the vertical line x = width / 2.
    package func mirrored(within width: Double) -> Rect {
        Rect(x: width - maxX, y: y, width: self.width, height: height)
    }
}

extension LayoutAttributes {
    /// The attributes mirrored about x = width / 2: the frame, and a transform's centre and
    /// matrix (conjugated by the mirror, so a rotation turns the other way).
    package func mirrored(within width: Double) -> LayoutAttributes {
        var m = self
        m.frame = frame.mirrored(within: width)
        if var t = transform {
            t.center = Point(x: width - t.center.x, y: t.center.y)
            // S·M·S with S = diag(−1, 1, 1, 1): the entries with exactly one index 1 change sign.
            for i in [1, 2, 3, 4, 8, 12] { t.matrix[i] = -t.matrix[i] }
            m.transform = t
        }
        return m
    }
}
