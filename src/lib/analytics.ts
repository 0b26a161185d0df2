type AnalyticsWindow = Window & {
  gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void;
  dataLayer?: unknown[];
};

/** Sends an event only when an analytics facility exists on the page; otherwise does nothing. */
export function track(name: string, params: Record<string, unknown> = {}): void {
  const target = window as AnalyticsWindow;
  if (typeof target.gtag === 'function') target.gtag('event', name, params);
  else if (Array.isArray(target.dataLayer)) target.dataLayer.push({ event: name, ...params });
}
