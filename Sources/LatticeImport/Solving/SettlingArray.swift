/// An array kept in two parts so that the copy of the fitter each hypothesis is tried on
/// (`ListFitter.fitSection`) costs what that hypothesis may change, not the whole fit: the
/// fitted sections and the report (`ListFitter.sections`, `ListFitter.values`).
///
/// The `settled` front holds what belongs to sections the fit has passed, which a later
/// section's fit no longer edits: every copy shares it until one edits it (then it is copied, as
/// an array is). The `recent` tail holds the rest, a few sections' worth. Appending to a shared
/// copy copies only the tail; with one array, a paste of 2,000 sections copied every section and
/// every report entry for each hypothesis of each section.
///
/// `token` names the settled front's content: it changes whenever an element of the front
/// changes, and stays while the front only grows, so that whoever saw the front with the same
/// token knows its elements up to the count it saw (`ListLayoutCache`).
struct SettlingArray<Element>: RandomAccessCollection, MutableCollection {
    /// Identity only: a new instance for every change to the settled front.
    final class Token {}

    private(set) var settled: [Element] = []
    private(set) var recent: [Element] = []
    private(set) var token = Token()

    init() {}

    init(_ elements: [Element]) { recent = elements }

    var startIndex: Int { 0 }
    var endIndex: Int { settled.count + recent.count }

    subscript(i: Int) -> Element {
        get { i < settled.count ? settled[i] : recent[i - settled.count] }
        set {
            if i < settled.count {
                settled[i] = newValue
                token = Token()
            } else {
                recent[i - settled.count] = newValue
            }
        }
    }

    mutating func append(_ element: Element) { recent.append(element) }

    static func += (array: inout SettlingArray, elements: [Element]) { array.recent += elements }

    /// Moves the elements at the front of `recent` into `settled` while `isSettled` says so of
    /// each (the order of the whole is unchanged).
    mutating func settle(while isSettled: (Element) -> Bool) {
        let k = recent.prefix(while: isSettled).count
        guard k > 0 else { return }
        settled += recent[..<k]
        recent.removeFirst(k)
    }

    /// Moves the first `n` elements (all of them when there are fewer) into `settled`.
    mutating func settle(first n: Int) {
        var k = n - settled.count
        settle { _ in k -= 1; return k >= 0 }
    }
}
