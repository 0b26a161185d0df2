import { sendWith, type Send } from './http';

export type ClientOptions = {
  /** The server's origin, e.g. https://sandbox.example.com (paths start with /api). */
  base: string;
  /** Sent as `Authorization: Bearer <token>` on every request. */
  token?: string;
};

/**
 * The headers every request of the kit carries. This is the one place authentication goes: the
 * contract does not define it yet; when it does (a bearer token), only this function changes.
 */
export function defaultHeaders({ token }: Pick<ClientOptions, 'token'>): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const maxRetryAfterSeconds = 60;

/**
 * The kit's way of talking to a server: the default headers on every request, and a 429 waited
 * out as its Retry-After says (a rate-limited server is not a failing one), at most three times.
 */
export function createClient(options: ClientOptions): Send {
  const base = options.base.replace(/\/+$/, '');
  const headers = defaultHeaders(options);
  const send: Send = async (method, path, init = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      const sent = await sendWith(base, method, path, { ...init, headers: { ...headers, ...init.headers } });
      const retryAfter = Number(sent.headers.get('Retry-After'));
      if (sent.status !== 429 || attempt >= 3 || !(retryAfter >= 0 && retryAfter <= maxRetryAfterSeconds)) return sent;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    }
  };
  return send;
}
