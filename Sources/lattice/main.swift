// TEMPORARY main of the `viewer` branch, only so scripts/tmux-viewer-test can drive the real
// binary before the lead's CLI (LatticeApp) exists. The lead's Sources/lattice/main.swift
// replaces this file: take theirs on merge.
//   lattice [FIXTURE]                                   viewer (demo without FIXTURE)
//   lattice render [FIXTURE] --size CxR [--keys K] [--color auto|always|never]
import Foundation
import LatticeFixtures
import LatticeViewer
import LatticeTerminal
import LatticeRender

var args = Array(CommandLine.arguments.dropFirst())
let render = args.first == "render"
if render || args.first == "run" { args.removeFirst() }
var path: String?, size = (80, 24), keys = "", color = "auto"
var i = 0
while i < args.count {
    let a = args[i]
    func next() -> String { i += 1; return i < args.count ? args[i] : "" }
    switch a {
    case "--size": let p = next().split(separator: "x").compactMap { Int($0) }; if p.count == 2 { size = (p[0], p[1]) } else { print("bad --size"); exit(64) }
    case "--keys": keys = next()
    case "--color": color = next()
    default: path = a
    }
    i += 1
}
let fixture: Fixture
do { fixture = try path.map { try FixtureLoader.load(path: $0) } ?? ViewerSession.demoFixture() }
catch { FileHandle.standardError.write("\(error)\n".data(using: .utf8)!); exit(1) }
let parsed: [ViewerKey]
do { parsed = try KeyNotation.parse(keys) } catch { FileHandle.standardError.write("lattice: \(error)\n".data(using: .utf8)!); exit(64) }
if render {
    let session = ViewerSession(fixture: fixture, path: path, terminalSize: size, headless: true)
    session.glyphs = Glyphs.forLocale(ProcessInfo.processInfo.environment)
    session.handle(parsed)
    let frame = session.frame()
    let useColor = color == "always" || (color == "auto" && isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
    print(useColor ? frame.ansi() : frame.text(), terminator: "")
    exit(0)
}
let session = ViewerSession(fixture: fixture, path: path, terminalSize: size, headless: false)
session.handle(parsed)
exit(TerminalViewer.run(session: session))
