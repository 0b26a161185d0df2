/** A tiny toast queue any part of the app can push to; `<Toaster />` shows it. */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';
export type Toast = { id: number; title: string; description?: string; severity: ToastSeverity };

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener(toasts));
}

export function toast(input: Omit<Toast, 'id' | 'severity'> & { severity?: ToastSeverity }): number {
  const id = nextId++;
  toasts = [...toasts, { severity: 'success', ...input, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
