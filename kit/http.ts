/** One HTTP answer, read whole: the parsed JSON body (or the text for CSV and empty answers). */
export type Sent = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
  /** When the request left and when its answer was read (this machine's clock, ms). */
  sentAt: number;
  at: number;
};

export type SendInit = {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** The bearer token to send: the kit's own by default, `null` for none. */
  token?: string | null;
};
export type Send = (method: string, path: string, init?: SendInit) => Promise<Sent>;

/** A request that got no answer: the server is unreachable, or too slow. */
export class NoAnswer extends Error {}

/** Why fetch failed, in a few words (`connect ECONNREFUSED 127.0.0.1:9`, `getaddrinfo ENOTFOUND x`). */
function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** Sends one request to `base` + `path` with fetch: a JSON body unless `rawBody` is given. */
export async function sendWith(
  base: string,
  method: string,
  path: string,
  init: SendInit & { timeoutMs?: number } = {},
): Promise<Sent> {
  const timeoutMs = init.timeoutMs ?? 30_000;
  const hasBody = init.rawBody !== undefined || init.body !== undefined;
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: method.toUpperCase(),
      headers: {
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new NoAnswer(
      `${method.toUpperCase()} ${path}: ${timedOut ? `no answer within ${timeoutMs / 1000} s` : `no answer (${causeOf(error)})`}`,
    );
  }
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(`${method.toUpperCase()} ${path}: the answer broke off (${causeOf(error)})`);
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // CSV and empty answers stay text.
  }
  return {
    method: method.toUpperCase(),
    path,
    status: response.status,
    body,
    text,
    headers: response.headers,
    sentAt,
    at: Date.now(),
  };
}

/** `201 {"id":"…"}`: an answer in one short line, for a report. */
export const brief = (sent: Pick<Sent, 'status' | 'text'>, length = 240) =>
  `${sent.status}${sent.text ? ` ${sent.text.replace(/\s+/g, ' ').slice(0, length)}${sent.text.length > length ? '…' : ''}` : ''}`;
