import ArgumentParser
import Foundation
import LatticeRender
import LatticeViewer
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `lattice render FIXTURE --size COLSxROWS`: the viewer's screen as text (CommandLineContract §2.4).
/// UTF-8 glyphs whatever the locale (the output is meant for files and pipes), ASCII with `--ascii`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the screen the viewer would show, as text.")

    enum Format: String, CaseIterable { case text, svg }

    /// FIXTURE, the scene options, `--size`, `--compare…`, `--color` and `--ascii`.
    @OptionGroup var headless: HeadlessOptions

    @Option(name: .long, help: "Output: text (the screen's characters, ANSI colours with --color) or svg (the same cells as an SVG picture).")
    var format: String = Format.text.rawValue

    func run() throws {
        try runReportingInvalidInput {
            let terminal = try headless.terminalSize()
            let format = try OptionValues.choice(format, option: "--format", Format.self)
            let color = try headless.drawing.colorMode()
            let program = try headless.typedProgram(terminalSize: terminal)
            let frame = program.frame()
            let useColor = color.wantsColor(outputIsTerminal: isatty(STDOUT_FILENO) == 1,
                                            environment: ProcessInfo.processInfo.environment)
            // One line per terminal row: the frame's text ends with its last row's newline.
            switch format {
            case .text: print(useColor ? frame.ansi() : frame.text(), terminator: "")
            case .svg: print(frame.svg(colour: useColor), terminator: "")
            }
        }
    }
}
