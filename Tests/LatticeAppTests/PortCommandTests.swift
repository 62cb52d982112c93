import Foundation
import Testing

/// `lattice port`: the rewrites of an iOS file, each checked against the text it must become
/// (written by hand here), and the constructs the port refuses, with their places.
@Suite(.serialized) struct PortCommandTests {
    static let cache = SourcesCorpusTests.cache

    /// Writes `files` into a fresh folder, runs `lattice port` on them, returns the result and the
    /// output folder.
    static func port(_ files: [String: String], _ extra: [String] = []) throws -> (CLIProcessTests.Result, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-test-\(UUID().uuidString)")
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: input.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let paths = files.keys.sorted().map { input.appendingPathComponent($0).path }
        let r = try CLIProcessTests.lattice(["port"] + paths + ["--output", output.path] + extra,
                                            environment: ["LATTICE_CACHE_DIR": cache])
        return (r, output)
    }

    static let delegate = """
        import UIKit
        import MyAppKit

        @objc protocol HeightDelegate: AnyObject {
            @objc optional func layout(_ layout: UICollectionViewLayout, heightAt indexPath: IndexPath) -> CGFloat
            @objc optional func layoutDidPrepare(_ layout: UICollectionViewLayout)
        }

        final class Heights: NSObject, HeightDelegate {
            func layout(_ layout: UICollectionViewLayout, heightAt indexPath: IndexPath) -> CGFloat { 80 }
        }

        func ask(_ d: HeightDelegate?, _ l: UICollectionViewLayout) -> CGFloat {
            d?.layoutDidPrepare?(l)
            return d?.layout?(l, heightAt: IndexPath(item: 0, section: 0)) ?? 44
        }

        """

    @Test func rewritesImportsObjCAndOptionalRequirementsInPlace() throws {
        let (r, out) = try Self.port(["Heights.swift": Self.delegate], ["--explain"])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOf: out.appendingPathComponent("Heights.swift"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        // Line by line: every line stays where it was; removed words become spaces.
        #expect(lines[0] == "import LatticeUIKit")
        #expect(lines[1] == "// import MyAppKit: no such module here (dropped by lattice port)")
        #expect(lines[3] == "      protocol HeightDelegate: AnyObject {")
        #expect(lines[4] == "                   func layout(_ layout: UICollectionViewLayout, heightAt indexPath: IndexPath) -> CGFloat?")
        #expect(lines[5] == "                   func layoutDidPrepare(_ layout: UICollectionViewLayout)")
        #expect(lines[9] == "    func layout(_ layout: UICollectionViewLayout, heightAt indexPath: IndexPath) -> CGFloat? { 80 }")
        #expect(lines[13] == "    d?.layoutDidPrepare (l)")
        #expect(lines[14] == "    return d?.layout (l, heightAt: IndexPath(item: 0, section: 0)) ?? 44")
        // The defaults, after the user's last line.
        #expect(text.contains("""
            extension HeightDelegate {
                func layout(_ layout: UICollectionViewLayout, heightAt indexPath: IndexPath) -> CGFloat? { nil }
                func layoutDidPrepare(_ layout: UICollectionViewLayout) {}
            }
            """))
        // --explain: each rewrite at its line and column in the original.
        #expect(r.stdout.contains("Heights.swift:1:1: note: import UIKit → import LatticeUIKit"))
        #expect(r.stdout.contains("Heights.swift:2:1: note: dropped import MyAppKit"))
        #expect(r.stdout.contains("Heights.swift:5:25: note: optional requirement HeightDelegate.layout(_:heightAt:) → returns CGFloat?, nil by default"))
        #expect(r.stdout.contains("Heights.swift:15:21: note: call of optional requirement layout(_:heightAt:): ?( → ("))
    }

    @Test func anInvalidationContextsOverrideInitBecomesRequiredAndSwiftUIBringsUIKit() throws {
        // A context subclass two steps from UIKit's (through a class of the same files), and a
        // plain NSObject subclass whose `override init()` is left alone.
        let source = """
            import SwiftUI
            class BaseContext: UICollectionViewFlowLayoutInvalidationContext {}
            final class ShelfContext: BaseContext {
                var panning = false
                override init() {
                    super.init()
                }
            }
            final class Other: NSObject {
                override init() { super.init() }
            }

            """
        let (r, out) = try Self.port(["Contexts.swift": source], ["--explain"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: out.appendingPathComponent("Contexts.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[0] == "import LatticeUIKit")
        #expect(lines[4] == "    required init() {")
        #expect(lines[9] == "    override init() { super.init() }")
        #expect(r.stdout.contains("Contexts.swift:5:5: note: override init() → required init()"))
    }

    @Test func overridesInAnExtensionMoveIntoTheClassBodyOnItsClosingLine() throws {
        // A flow subclass declared in one file, its overrides in an extension in another (a
        // function with an unnamed parameter returning a value, an `open` one calling `super`, a
        // read-only computed property); and an extension of a class these files do not declare,
        // which is left alone.
        let layout = """
            import UIKit
            class PageLayout: UICollectionViewFlowLayout {
                var scaling: CGFloat = 200
            }

            """
        let overrides = """
            import UIKit
            extension PageLayout {
                override func shouldInvalidateLayout(forBoundsChange _: CGRect) -> Bool {
                    return true
                }
                open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                    super.invalidateLayout(with: context)
                }
                override var collectionViewContentSize: CGSize { CGSize(width: scaling, height: 1) }
            }
            extension Elsewhere {
                override func prepare() {}
            }

            """
        let (r, out) = try Self.port(["PageLayout.swift": layout, "PageLayout+Overrides.swift": overrides], ["--explain"])
        #expect(r.status == 0, "\(r.stderr)")
        let classLines = try String(contentsOf: out.appendingPathComponent("PageLayout.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(classLines.count == 5)
        #expect(classLines[3] == "override func shouldInvalidateLayout(forBoundsChange p0: CGRect) -> Bool { return "
                + "latticeExtensionPageLayout_shouldInvalidateLayout(forBoundsChange: p0) }; "
                + "open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { return "
                + "latticeExtensionPageLayout_invalidateLayout(with: context) }; "
                + "override var collectionViewContentSize: CGSize { latticeExtensionPageLayout_collectionViewContentSize } }")
        let lines = try String(contentsOf: out.appendingPathComponent("PageLayout+Overrides.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[2] == "             func latticeExtensionPageLayout_shouldInvalidateLayout(forBoundsChange _: CGRect) -> Bool {")
        #expect(lines[5] == "    public          func latticeExtensionPageLayout_invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {")
        #expect(lines[6] == "        super.invalidateLayout(with: context)")
        #expect(lines[8] == "             var latticeExtensionPageLayout_collectionViewContentSize: CGSize { CGSize(width: scaling, height: 1) }")
        #expect(lines[11] == "    override func prepare() {}")      // not a class of these files: left alone
        #expect(r.stdout.contains("PageLayout+Overrides.swift:3:19: note: override shouldInvalidateLayout in an extension"))
    }

    @Test func viewSubclassesAnswerInitFrameAsOnIOS() throws {
        // A cell overriding init(frame:) (made required); a view with an initialiser of its own
        // and none taking a frame (given the stopping one iOS's runtime gives it); a view with no
        // initialisers (inherits UIView's) and a convenience init(frame:) elsewhere, left alone.
        let source = """
            import UIKit
            final class BadgeCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            open class Wrapper<Content: UIView>: UIView {
                let content: Content
                init(content: Content) { self.content = content; super.init(frame: .zero) }
                required public init?(coder: NSCoder) { fatalError() }
                func another() -> Content { Content(frame: .zero) }
            }
            final class Plain: UIView {}

            """
        let (r, out) = try Self.port(["Views.swift": source], ["--explain"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: out.appendingPathComponent("Views.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[2] == "    required init(frame: CGRect) { super.init(frame: frame) }")
        #expect(lines[10] == "public required init(frame: CGRect) { fatalError(\"use of unimplemented initializer 'init(frame:)' for class 'Wrapper'\") } }")
        #expect(lines[11] == "final class Plain: UIView {}")
        #expect(r.stdout.contains("Views.swift:3:5: note: override init(frame:) → required init(frame:)"))
    }

    @Test func uikitOptionalCallsOutsideAChainAreWrapped() throws {
        let source = """
            import UIKit
            func inset(_ cv: UICollectionView, _ l: UICollectionViewLayout, _ flow: UICollectionViewDelegateFlowLayout) -> UIEdgeInsets {
                #if canImport(UIKit)
                return flow.collectionView?(cv, layout: l, insetForSectionAt: 0) ?? .zero
                #endif
            }

            """
        let (r, out) = try Self.port(["Inset.swift": source])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: out.appendingPathComponent("Inset.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[2] == "    #if true" + String(repeating: " ", count: 12))  // canImport(UIKit) is 16 columns: "true" and 12 spaces
        #expect(lines[3] == "    return Optional(flow.collectionView (cv, layout: l, insetForSectionAt: 0)) ?? .zero")
    }

    @Test func objectiveCRuntimeCodeIsALocatedError() throws {
        let source = """
            import UIKit
            final class Probe: NSObject {
                func check(_ d: AnyObject) -> Bool {
                    d.responds(to: #selector(Probe.check(_:)))
                }
            }

            """
        let (r, out) = try Self.port(["Probe.swift": source])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Probe.swift:4:9: error: responds(to:) cannot be ported"))
        #expect(!r.stderr.contains("#selector"))        // a selector is ported (below)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Probe.swift").path))
    }

    @Test func aSelectorBecomesANamedCallOnTheSameLine() throws {
        let source = """
            import UIKit
            final class Sizes: NSObject {
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
                }
                @objc func changed(_ note: Notification) {}
                @objc func tapped() {}
                func actions() -> [Selector] { [#selector(tapped), #selector(Sizes.changed(_:))] }
            }

            """
        let (r, out) = try Self.port(["Sizes.swift": source])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: out.appendingPathComponent("Sizes.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[4] == "        NotificationCenter.default.addObserver(self, selector: Selector(\"changed:\", perform: { target, argument in "
                + "_ = (target as? Sizes)?.changed(latticeSelectorArgument(argument)) }), name: UIContentSizeCategory.didChangeNotification, object: nil)")
        // #selector(tapped): the index finds tapped() takes nothing.
        #expect(lines[8] == "    func actions() -> [Selector] { [Selector(\"tapped\", perform: { target, argument in _ = (target as? Sizes)?.tapped() }), "
                + "Selector(\"changed:\", perform: { target, argument in _ = (target as? Sizes)?.changed(latticeSelectorArgument(argument)) })] }")
    }

    @Test func aBranchThatIsNotIOSIsLeftAsItIs() throws {
        let source = """
            import UIKit
            #if os(macOS)
            import AppKit
            let action = #selector(NSView.layout)
            #elseif canImport(UIKit)
            let name = "ios"
            #else
            let k = #keyPath(UIView.frame)
            #endif

            """
        let (r, out) = try Self.port(["Branches.swift": source])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try String(contentsOf: out.appendingPathComponent("Branches.swift"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[2] == "import AppKit")                                   // not dropped: never compiled
        #expect(lines[3] == "let action = #selector(NSView.layout)")           // not rewritten, not refused
        #expect(lines[4] == "#elseif true            ")                        // canImport(UIKit): 16 columns
        #expect(lines[7] == "let k = #keyPath(UIView.frame)")                  // the #else after a branch true on iOS
    }

    @Test func anExistingDifferentFileIsKeptWithoutForce() throws {
        let (first, out) = try Self.port(["A.swift": "import UIKit\n"])
        #expect(first.status == 0)
        try "// mine\n".write(to: out.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let again = try CLIProcessTests.lattice(["port", out.deletingLastPathComponent().appendingPathComponent("in/A.swift").path,
                                                 "--output", out.path], environment: ["LATTICE_CACHE_DIR": Self.cache])
        #expect(again.status == 1)
        #expect(again.stderr.contains("exists with other contents (--force overwrites)"))
        #expect(try String(contentsOf: out.appendingPathComponent("A.swift"), encoding: .utf8) == "// mine\n")
    }

    @Test func aFolderWithoutSwiftFilesOrADeviceIsLocatedAtItsPath() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("port-test-\(UUID().uuidString)").path
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("port-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try "not swift\n".write(toFile: empty + "/notes.txt", atomically: true, encoding: .utf8)
        let folder = try CLIProcessTests.lattice(["port", empty, "--output", output], environment: ["LATTICE_CACHE_DIR": Self.cache])
        #expect(folder.status == 1)
        #expect(folder.stderr == "\(empty): error: no .swift files in this folder\n", "\(folder.stderr)")
        let device = try CLIProcessTests.lattice(["port", "/dev/zero", "--output", output], environment: ["LATTICE_CACHE_DIR": Self.cache])
        #expect(device.status == 1)
        #expect(device.stderr.hasPrefix("/dev/zero: error: not a regular file"), "\(device.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing written")
    }
}
