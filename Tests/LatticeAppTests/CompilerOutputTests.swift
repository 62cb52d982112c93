import Testing
@testable import LatticeApp

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
}
