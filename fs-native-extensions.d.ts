/** fs-native-extensions (advisory file locks: OFD locks on Linux, flock on macOS, LockFileEx on Windows); ships no types. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file unless `shared`; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
