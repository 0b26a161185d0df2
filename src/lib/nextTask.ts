/**
 * Resolves in a task of its own, after the browser has had the chance to paint and handle input.
 * Start-up work that cannot be sliced (making the theme, creating the router) is run between such
 * points, so each piece is its own short task instead of one long one that blocks a phone.
 * A message channel rather than setTimeout(0): timers may be clamped to 4 ms or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
