import Foundation
import ArgumentParser
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// `lattice export FIXTURE -o FILE.svg` (CommandLineContract §2.8, §2.9): the layout at point
/// precision as an SVG picture (every element's frame, the viewport, the content bounds, pinned
/// headers and their resting places, the line layout's decorations, labels and a legend);
/// `-o FILE.html` (or `--html FILE`): a self-contained page that scrolls the layout, pinned headers
/// moving as the layout moves them. With `--compare B.yaml` or `--compare-set EXPR`, both panes'
/// layouts side by side, as the viewer's two panes show them.
struct ExportCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the layout as an SVG picture at point precision, or as an HTML page that scrolls it.")

    /// What the export is written as.
    enum Format: String, CaseIterable {
        /// A still picture: the viewport and its neighbourhood, or `--whole`.
        case svg
        /// A page to scroll: the whole content, with the motion of every pinned header.
        case html
    }

    /// FIXTURE, the scene options, `--size` (the terminal the keys are typed in), `--compare…`,
    /// `--color` and `--ascii`.
    @OptionGroup var headless: HeadlessOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The file to write (never over an existing file without --force).", valueName: "FILE"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("svg (a picture) or html (a page to scroll); default: html when FILE ends in .html or .htm, else svg.", valueName: "svg|html"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("Write a self-contained HTML page that scrolls the layout (-o FILE --format html).", valueName: "FILE"))
    var html: String?

    /// The first spelling of `-o FILE.svg`, kept so that scripts written for it go on working.
    @Option(name: .long, help: .hidden)
    var svg: String?

    @Flag(name: .long, help: "SVG: draw the whole content, not the viewport and one viewport length around it (a page always holds the whole content).")
    var whole = false

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    /// The file and its format from `-o`, `--html`, `--svg` and `--format` (exactly one file).
    func target() throws -> (path: String, format: Format) {
        let given = [output.map { ($0, "-o/--output") }, html.map { ($0, "--html") }, svg.map { ($0, "--svg") }].compactMap { $0 }
        guard let (path, option) = given.first else {
            throw ValidationError("give the file to write with -o FILE (.svg for a picture, .html for a page to scroll)")
        }
        if given.count > 1 { throw ValidationError("give one file to write: \(option) and \(given[1].1) both name one") }
        let named = Self.format(named: path)
        let byName: Format = option == "--html" ? .html : option == "--svg" ? .svg : named ?? .svg
        guard let format else {
            // A name that says neither would be written as something it does not say.
            if option == "-o/--output", named == nil {
                throw ValidationError("export writes SVG (.svg) or HTML (.html, .htm), not \(path); name the file so, or give --format svg|html")
            }
            return (path, byName)
        }
        let chosen = try OptionValues.choice(format, option: "--format", Format.self)
        if option != "-o/--output", chosen != byName {
            throw ValidationError("\(option) writes \(byName.rawValue), not --format \(chosen.rawValue); use -o FILE --format \(chosen.rawValue)")
        }
        return (path, chosen)
    }

    /// The format a file's name says (`.svg`; `.html` or `.htm`), nil for any other name.
    static func format(named path: String) -> Format? {
        switch (path as NSString).pathExtension.lowercased() {
        case "svg": .svg
        case "html", "htm": .html
        default: nil
        }
    }

    func run(in environment: LatticeEnvironment) throws {
        try runReportingInvalidInput {
            let (path, format) = try target()
            let colour = try FileColour.use(headless.drawing.color)
            let terminal = try headless.terminalSize()
            let file = try OutputFile(path, force: force)
            var detail = ""
            let bytes = try file.write {
                let program = try headless.typedProgram(terminalSize: terminal, command: "export", in: environment)
                switch format {
                case .svg:
                    let pictures = try headless.comparing.pictures(program: program, whole: whole)
                    detail = "\(pictures.reduce(0) { $0 + $1.elements.count }) elements"
                    return LayoutPicture.svg(pictures, colour: colour)
                case .html:
                    let page = try headless.comparing.page(program: program)
                    detail = "\(page.panes.reduce(0) { $0 + $1.elements.count }) elements, "
                        + "\(page.panes.reduce(0) { $0 + $1.motions.count }) moving with the offset"
                    return page.html()
                }
            }
            OutputFile.summary(path, bytes: bytes, detail)
        }
    }
}
