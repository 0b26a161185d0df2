import { changeSignal } from './changeSignal';

/** A tiny toast queue any part of the app can push to; `<Toaster />` shows it. */
export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';
export type Toast = {
  id: number;
  title: string;
  description?: string;
  severity: ToastSeverity;
  /**
   * The action the toast reports on (e.g. 'uid-link'). A newer toast of the same topic takes the
   * place of the older one, shown or queued: a retry that succeeded must not sit behind, or under,
   * the failure it repaired.
   */
  topic?: string;
};

/**
 * The queue before any toast: what a prerendered page's HTML shows, so the Toaster's snapshot while
 * hydrating. The same array as the queue's start, not another empty one: React compares the two
 * once hydrated, and a different array made it render the Toaster again at once on every page, in
 * the task that ends hydrating.
 */
const noToastsYet: readonly Toast[] = [];
let toasts = noToastsYet;
let nextId = 1;
const changes = changeSignal();

export function toast(input: Omit<Toast, 'id' | 'severity'> & { severity?: ToastSeverity }): number {
  const id = nextId++;
  const next: Toast = { severity: 'success', ...input, id };
  const earlier = input.topic === undefined ? -1 : toasts.findIndex((item) => item.topic === input.topic);
  toasts =
    earlier === -1
      ? [...toasts, next]
      : toasts.flatMap((item, index) => (index === earlier ? [next] : item.topic === input.topic ? [] : [item]));
  changes.notify();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  changes.notify();
}

/** Takes back the toast of a topic whose news is out of date (a failed load that has since loaded). */
export function dismissTopic(topic: string): void {
  if (!toasts.some((item) => item.topic === topic)) return;
  toasts = toasts.filter((item) => item.topic !== topic);
  changes.notify();
}

export const subscribeToasts = changes.subscribe;

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function initialToasts(): readonly Toast[] {
  return noToastsYet;
}

/** Drops every toast: a fresh start (each Storybook story, so one story's toast never shows in the next). */
export function dismissAllToasts(): void {
  if (toasts.length === 0) return;
  toasts = [];
  changes.notify();
}
