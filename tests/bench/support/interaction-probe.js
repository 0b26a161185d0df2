// Runs in the page (an init script of tests/bench/trustboard-interactions.ts), before the app.
// Plain JavaScript on purpose: Playwright sends this file as it is, without a compile step.

/** Event Timing entries of interactions (PerformanceObserver, type 'event', durationThreshold 16). */
const events = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.interactionId)
      events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
      });
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true });

/** The main thread's long tasks (over 50 ms), for `quiet`. */
const longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

window.interactionProbe = {
  events,
  /** Resolves once the main thread has had no long task for `ms`, with the longest task it waited through. */
  quiet(ms) {
    const from = performance.now();
    return new Promise((resolve) => {
      const check = () => {
        const last = longTasks.at(-1);
        const since = performance.now() - (last ? last.start + last.duration : 0);
        if (since < ms) return void setTimeout(check, ms - since);
        const waited = longTasks.filter((task) => task.start + task.duration > from);
        resolve(Math.max(0, ...waited.map((task) => task.duration)));
      };
      check();
    });
  },
  /** Waits for the next click, then for the rows matching `rowsSelector` to change and be painted. */
  arm(rowsSelector) {
    const signature = () => {
      const rows = document.querySelectorAll(rowsSelector);
      return `${rows.length}|${rows[0]?.textContent}|${rows[rows.length - 1]?.textContent}`;
    };
    const before = signature();
    this.pending = new Promise((resolve) => {
      addEventListener(
        'click',
        (event) => {
          const clickAt = event.timeStamp;
          const observer = new MutationObserver(() => {
            if (signature() === before) return;
            observer.disconnect();
            // The frame that shows the new rows is painted before the first task after its animation frame.
            requestAnimationFrame(() => setTimeout(() => resolve({ clickAt, paintedAt: performance.now() }), 0));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        },
        { capture: true, once: true },
      );
    });
  },
};
