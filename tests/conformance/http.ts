/** One HTTP answer, read whole: the parsed JSON body (or the text for CSV and empty answers). */
export type Sent = { status: number; body: unknown; text: string; headers: Headers };
export type SendInit = { body?: unknown; rawBody?: string; headers?: Record<string, string> };
export type Send = (method: string, path: string, init?: SendInit) => Promise<Sent>;

/** Sends one request to `base` + `path` with fetch: a JSON body unless `rawBody` is given. */
export async function sendWith(base: string, method: string, path: string, init: SendInit = {}): Promise<Sent> {
  const hasBody = init.rawBody !== undefined || init.body !== undefined;
  const response = await fetch(`${base}${path}`, {
    method: method.toUpperCase(),
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // CSV and empty answers stay text.
  }
  return { status: response.status, body, text, headers: response.headers };
}
