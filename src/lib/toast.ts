import { changeSignal } from './changeSignal';

/** A tiny toast queue any part of the app can push to; `<Toaster />` shows it. */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';
export type Toast = { id: number; title: string; description?: string; severity: ToastSeverity };

let toasts: readonly Toast[] = [];
let nextId = 1;
const changes = changeSignal();

export function toast(input: Omit<Toast, 'id' | 'severity'> & { severity?: ToastSeverity }): number {
  const id = nextId++;
  toasts = [...toasts, { severity: 'success', ...input, id }];
  changes.notify();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  changes.notify();
}

export const subscribeToasts = changes.subscribe;

export function currentToasts(): readonly Toast[] {
  return toasts;
}
