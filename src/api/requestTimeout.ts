/**
 * How long the client waits for an answer before it gives up with a `timeout` error. Only the
 * mock bootstrap changes it (`?mockTimeoutMs=`), so that a timeout fault is testable in seconds.
 */
export const defaultRequestTimeoutMs = 15_000;

let timeoutMs = defaultRequestTimeoutMs;

export function setRequestTimeout(ms: number): void {
  timeoutMs = ms;
}

export function requestTimeout(): number {
  return timeoutMs;
}
