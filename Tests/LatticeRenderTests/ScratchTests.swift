import Testing
import Foundation
import LatticeLayout
import LatticeRender
import LatticeViewer

@Test func scratchPrint() {
    let layout = TestListLayout(sectionRows: [[20, 20, 30], [20, 20, 20, 20], [40, 10]], header: 10,
                                knobs: LayoutKnobs(stickyHeaders: true))
    let scene = Scene(name: "double", layout: layout, fixedViewport: Size(width: 100, height: 100), headerLabels: [1: "Archive"])
    var out = ""
    let session = ViewerSession(scene: scene, terminalSize: (80, 24), headless: true)
    out += (session.frame().text())
    session.handle(try! KeyNotation.parse("jjjjjjjji"))
    out += (session.frame().text())
    session.glyphs = .ascii
    session.handle(.char("d"))
    out += (session.frame().text())
    try! out.write(toFile: "/tmp/viewer-scratch.txt", atomically: true, encoding: .utf8)
}
