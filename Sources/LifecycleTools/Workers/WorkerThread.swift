#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread running one closure, with the main thread's stack size (8 MiB): app code runs
/// deep in Lua and Swift frames, and the threads of a dispatch queue can have far smaller
/// stacks (512 KiB on macOS). Joined with `join()`.
struct WorkerThread {
    private let thread: pthread_t

    /// The stack each thread gets.
    static let stackSize = 8 << 20

    /// Starts a thread running `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(run: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        defer { pthread_attr_destroy(&attributes) }
        #if canImport(Darwin)
        var handle: pthread_t?
        let status = pthread_create(&handle, &attributes, { context in
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        precondition(status == 0 && handle != nil, "lifecycle: cannot start a thread (\(status))")
        thread = handle!
        #else
        var handle = pthread_t()
        let status = pthread_create(&handle, &attributes, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        precondition(status == 0, "lifecycle: cannot start a thread (\(status))")
        thread = handle
        #endif
    }

    /// Waits for the thread to finish.
    func join() {
        pthread_join(thread, nil)
    }

    /// The closure, boxed to cross into the new thread.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
