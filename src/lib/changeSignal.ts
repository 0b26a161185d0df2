/**
 * The listeners of a piece of module-level state, for React's useSyncExternalStore: `subscribe`
 * is its first argument, `notify` is called after every change.
 */
export function changeSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      listeners.forEach((listener) => listener());
    },
  };
}
