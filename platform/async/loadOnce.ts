/**
 * Wraps a loader (usually a dynamic `import()`) so it runs once and every caller shares the result,
 * but a failure is forgotten: the next call loads again instead of replaying the error. This is the
 * rule for everything the app downloads late (an offline moment must not break it for good): the
 * lazy components, the PIN/login hash helper, the validation schemas, the wallet entry.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
