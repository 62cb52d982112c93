import Testing
import LatticeLayout
import LatticeRender

/// `record --format svg`: screens in time as one animated SVG, rows and screens shared, CSS
/// keyframes at the screens' start times as percentages of the loop.
struct ScreenAnimationTests {
    /// A 4×`lines.count` screen holding one line of text per row.
    func screen(_ lines: [String]) -> ScreenBuffer {
        var b = ScreenBuffer(cols: 4, rows: lines.count)
        for (r, line) in lines.enumerated() { b.write(line, col: 0, row: r, style: .plain) }
        return b
    }

    @Test func aRepeatedScreenIsWrittenOnceAndShownAtEachOfItsIntervals() {
        var a = ScreenAnimation(colour: false)
        a.show(screen(["aa", "bb"]), atMilliseconds: 0)
        a.show(screen(["cc", "bb"]), atMilliseconds: 400)
        a.show(screen(["aa", "bb"]), atMilliseconds: 800)
        #expect(a.distinctScreens == 2)
        // Rows: "aa", "bb", "cc" (the unchanged "bb" is written once).
        #expect(a.distinctRows == 3)
        let svg = a.svg(durationMilliseconds: 1200)
        // Screen 0 shows on [0, 400) and [800, 1200): 400 / 1200 = 33.333 %, 800 / 1200 = 66.667 %.
        #expect(svg.contains("@keyframes k0{0%{visibility:visible}33.333%{visibility:hidden}66.667%{visibility:visible}100%{visibility:hidden}}"))
        // Screen 1 shows on [400, 800).
        #expect(svg.contains("@keyframes k1{0%{visibility:hidden}33.333%{visibility:visible}66.667%{visibility:hidden}}"))
        #expect(svg.contains("animation:1200ms steps(1,end) infinite"))
        #expect(!svg.contains("<script"))
    }

    @Test func aRowThatScrollsIsSharedAtItsNewPlace() {
        var a = ScreenAnimation(colour: false)
        a.show(screen(["a", "b", "c"]), atMilliseconds: 0)
        a.show(screen(["b", "c", "d"]), atMilliseconds: 100)
        // a, b, c, d: the scrolled "b" and "c" are the same rows placed one row (18 px) higher.
        #expect(a.distinctRows == 4)
        let svg = a.svg(durationMilliseconds: 200)
        #expect(svg.contains("<g class=\"s s1\">\n<use href=\"#r1\" y=\"0\"/>\n<use href=\"#r2\" y=\"18\"/>\n<use href=\"#r3\" y=\"36\"/>\n</g>"))
    }

    @Test func anUnchangedScreenAddsNothingAndALaterOneAtTheSameTimeReplaces() {
        var a = ScreenAnimation(colour: false)
        a.show(screen(["x"]), atMilliseconds: 0)
        a.show(screen(["x"]), atMilliseconds: 50)
        #expect(a.svg(durationMilliseconds: 100).contains("@keyframes") == false)
        a.show(screen(["y"]), atMilliseconds: 50)
        a.show(screen(["z"]), atMilliseconds: 50)
        let svg = a.svg(durationMilliseconds: 100)
        // "y" was replaced at 50 ms by "z": screen 2 from 50 % on; "y" (screen 1) never shows.
        #expect(svg.contains("@keyframes k2{0%{visibility:hidden}50%{visibility:visible}100%{visibility:hidden}}"))
        #expect(!svg.contains("@keyframes k1"))
    }

    @Test func withoutAnimationTheFirstScreenShows() {
        var a = ScreenAnimation(colour: false)
        a.show(screen(["p"]), atMilliseconds: 0)
        a.show(screen(["q"]), atMilliseconds: 10)
        let svg = a.svg(durationMilliseconds: 20)
        #expect(svg.contains(".s{visibility:hidden}.s0{visibility:visible}"))
        #expect(svg.contains("@media (prefers-reduced-motion:no-preference)"))
    }
}
