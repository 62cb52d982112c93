import LatticeFixtures
import LatticeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `lattice FIXTURE --record FILE.cast`: the live viewer's frames as an asciicast v2 file, in
/// real time, as they are drawn. The header is written with the first frame (its size is the
/// terminal's then); a frame of another size is a resize event, then a full redraw.
///
/// The file is created before the terminal is touched and is valid at every moment: each event
/// is one write(2) (`CastWriter`), so whatever ends the session (q, Ctrl-C, SIGTERM, an error)
/// leaves a cast that plays up to its last event. A failed write (a full disk) is cut back to the
/// last whole event and ends the recording, not the session; `failure` tells the command.
final class LiveRecording {
    let writer: CastWriter
    let diff: ScreenDiff
    let title: String
    let start = ContinuousClock.now
    var shown: ScreenBuffer?
    /// The file's length after the last whole event.
    var length: off_t = 0
    /// The file was created for this recording (not an existing file, a device or a pipe).
    let created: Bool
    /// Why recording stopped early, if it did.
    private(set) var failure: Error?

    /// Creates `path` (never over an existing file unless `force`).
    init(path: String, force: Bool, title: String, colour: Bool) throws {
        let (fd, created) = try AtomicFile.createInPlace(path: path, force: force)
        writer = CastWriter(descriptor: fd, path: path)
        self.created = created
        diff = ScreenDiff(colour: colour)
        self.title = title
    }

    /// Records a frame the terminal has just shown.
    func record(_ frame: ScreenBuffer) {
        guard failure == nil else { return }
        do {
            let t = microseconds
            if let old = shown {
                if old.cols != frame.cols || old.rows != frame.rows {
                    try whole { try writer.resize(cols: frame.cols, rows: frame.rows, atMicroseconds: t) }
                }
            } else {
                try whole { try writer.header(cols: frame.cols, rows: frame.rows, title: title) }
            }
            let bytes = diff.update(from: shown, to: frame)
            shown = frame
            if !bytes.isEmpty { try whole { try writer.output(bytes, atMicroseconds: t) } }
        } catch {
            failure = error
        }
    }

    /// Runs one event's write; on failure cuts the file back to the last whole event.
    private func whole(_ write: () throws -> Void) throws {
        do {
            try write()
            length = lseek(writer.descriptor, 0, SEEK_CUR)
        } catch {
            _ = ftruncate(writer.descriptor, length)
            _ = lseek(writer.descriptor, length, SEEK_SET)
            throw error
        }
    }

    /// Closes the file; one created here that never got a frame (the viewer could not start) is
    /// removed, so no empty, invalid cast is left behind (a device or a pipe is never removed).
    func finish() {
        close(writer.descriptor)
        if shown == nil, created { unlink(writer.path) }
    }

    var microseconds: Int {
        let d = ContinuousClock.now - start
        return Int(d.components.seconds) * 1_000_000 + Int(d.components.attoseconds / 1_000_000_000_000)
    }
}
