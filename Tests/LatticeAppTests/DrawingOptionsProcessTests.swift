import Foundation
import Testing

/// `--color` and `--ascii` on the commands that draw (CommandLineContract §4.3, "Glyphs and colour"),
/// through the real binary.
@Suite struct DrawingOptionsProcessTests {
    typealias CLI = CLIProcessTests

    @Test func aBadColorValueIsInvalidInputOnRenderAndTheViewer() throws {
        for command in [["render", CLI.sticky], ["run", CLI.sticky], [CLI.sticky]] {
            let r = try CLI.lattice(command + ["--color", "purple"])
            #expect(r.status == 1, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("--color: expected auto, always or never, got 'purple'"), "\(command): \(r.stderr)")
        }
    }

    @Test func renderWritesUTF8WhateverTheLocaleAndASCIIWhenAsked() throws {
        let c = try CLI.lattice(["render", CLI.sticky, "--size", "60x12"], environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(c.status == 0)
        #expect(c.stdout.contains("╔"))
        let a = try CLI.lattice(["render", CLI.sticky, "--size", "60x12", "--ascii"], environment: ["LANG": "C.UTF-8"])
        #expect(a.status == 0)
        #expect(a.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(a.stdout)")
        #expect(a.stdout.contains("*****"))   // the viewport edge in ASCII
    }

    @Test func colorAlwaysAndNeverOverrideNoColor() throws {
        let always = try CLI.lattice(["render", CLI.sticky, "--size", "60x12", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(always.stdout.contains("\u{1B}["))
        let never = try CLI.lattice(["render", CLI.sticky, "--size", "60x12", "--color", "never"], environment: ["NO_COLOR": ""])
        #expect(!never.stdout.contains("\u{1B}["))
    }
}
