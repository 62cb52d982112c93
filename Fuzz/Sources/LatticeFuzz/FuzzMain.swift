/// SwiftPM links an executable target with its entry point renamed to `<module>_main` (and
/// `main` defined as that), so libFuzzer's own `main` is never linked in: this entry point hands
/// over to libFuzzer's driver with the fuzz target.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ target: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Int32

@_cdecl("LatticeFuzz_main")
public func latticeFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOne(data, size) }
}
