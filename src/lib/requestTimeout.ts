/** How long the client waits for an answer before it gives up with a `timeout` error. */
export const defaultRequestTimeoutMs = 15_000;
