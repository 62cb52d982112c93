import Testing
@testable import LatticeSources

/// A `sources:` program's compiler output as the user reads it: errors only, in their own files,
/// each once (the compiler repeats a diagnostic for every batch job that type-checks the file).
@Suite struct CompilerOutputTests {
    static let target = "/cache/programs/Sources/LatticeSources_1/ported/"
    static let output = CompilerOutput(workspaceTarget: target,
                                       map: "Layouts/Cards.swift\t../MyApp/Layouts/Cards.swift\nsetup.swift\tsetup.swift\n")

    @Test func errorsAreMappedToTheUsersFilesOnce() {
        let error = [
            Self.target + "Layouts/Cards.swift:4:24: error: cannot convert value of type 'String' to specified type 'Int'",
            "    var columns: Int = \"three\"",
            "                       ^~~~~~~",
        ]
        let lines = ["[3/9] Compiling LatticeSources_1 Cards.swift"] + error
            + [Self.target + "setup.swift:1:5: warning: var never mutated", "    var x = 1"] + error
        let shown = Self.output.errors(in: lines)
        #expect(shown == [
            "../MyApp/Layouts/Cards.swift:4:24: error: cannot convert value of type 'String' to specified type 'Int'",
            "    var columns: Int = \"three\"",
            "                       ^~~~~~~",
        ])
    }

    @Test func aNoteAfterAnErrorStaysWithIt() {
        let lines = [
            Self.target + "setup.swift:2:9: error: cannot find 'Cards' in scope",
            Self.target + "Layouts/Cards.swift:1:7: note: did you mean 'Card'?",
            Self.target + "setup.swift:8:1: warning: a warning is not shown",
            Self.target + "setup.swift:9:1: note: nor the note after it",
        ]
        #expect(Self.output.errors(in: lines) == [
            "setup.swift:2:9: error: cannot find 'Cards' in scope",
            "../MyApp/Layouts/Cards.swift:1:7: note: did you mean 'Card'?",
        ])
    }

    @Test func namesNothingDeclaresAreGroupedByNameWithEveryPlace() {
        let t = Self.target + "Layouts/Cards.swift"
        let lines = [
            t + ":3:20: error: value of type 'UICollectionView' has no member 'dragDelegate'", "  source", "  ^",
            t + ":5:9: error: cannot find 'UIPasteboard' in scope",
            t + ":7:20: error: value of type 'UICollectionView' has no member 'dragDelegate'",
            t + ":8:1: error: cannot find type 'UITableView' in scope",
            t + ":9:14: error: type 'UIImage' has no member 'systemImage'",
            t + ":10:3: error: value of type 'Cards?' has no member 'wobble'",
            t + ":11:4: error: cannot convert value of type 'String' to specified type 'Int'", "  x", "  ^",
        ]
        let shown = Self.output.errors(in: lines)
        #expect(shown == [
            "error: your sources use 5 names nothing declares here (each with every place it is used):",
            "error: UICollectionView.dragDelegate: not modelled by lattice: no drag and drop: lattice has no touches; nor `dropDelegate`",
            "  ../MyApp/Layouts/Cards.swift:3:20",
            "  ../MyApp/Layouts/Cards.swift:7:20",
            "error: UIPasteboard: not modelled by lattice: no pasteboard: lattice reads and writes no clipboard",
            "  ../MyApp/Layouts/Cards.swift:5:9",
            "error: UITableView: not modelled by lattice: lattice lays out collection views; a table view's rows come from no collection view layout",
            "  ../MyApp/Layouts/Cards.swift:8:1",
            "error: UIImage.systemImage: not declared by LatticeUIKit, which models what a layout reads from its collection view (see the Members a layout touches article)",
            "  ../MyApp/Layouts/Cards.swift:9:14",
            "error: Cards.wobble: not declared by your sources or by LatticeUIKit",
            "  ../MyApp/Layouts/Cards.swift:10:3",
            "../MyApp/Layouts/Cards.swift:11:4: error: cannot convert value of type 'String' to specified type 'Int'", "  x", "  ^",
        ])
    }

    @Test func warningsInTheUsersFilesAreMappedAndKept() {
        let lines = [
            Self.target + "setup.swift:1:5: warning: variable 'x' was never mutated", "    var x = 1",
            "/elsewhere/Lattice/File.swift:2:1: warning: not the user's",
            Self.target + "setup.swift:1:5: warning: variable 'x' was never mutated", "    var x = 1",
        ]
        #expect(Self.output.warnings(in: lines) == ["setup.swift:1:5: warning: variable 'x' was never mutated", "    var x = 1"])
    }
}
