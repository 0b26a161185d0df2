import { sendWith, type Send } from './http';

export type ClientOptions = {
  /** The server's origin, e.g. https://sandbox.example.com (paths start with /api). */
  base: string;
  /** Sent as `Authorization: Bearer <token>` on every request; without it the kit signs in (`signIn`). */
  token?: string;
  /** The sandbox account the kit signs in with through `POST /api/auth/sessions` when no token is given. */
  signIn?: { email: string; code: string };
};

/** The sandbox account of the mock (`MOCK_DATASET=testnet`): its user's email and the mock's fixed one-time code. */
export const defaultSignIn = { email: 'sandbox@octoss.app', code: '000000' };

/** The server refused the kit's sign-in: it cannot check the routes that need a user. */
export class SignInFailed extends Error {}

/**
 * The token the kit sends: the one given, else the answer of the contract's public sign-in route
 * for the sandbox account (`POST /api/auth/sessions` -> 201 `{ token, expiresAt }`).
 */
export async function tokenFor(options: ClientOptions): Promise<string> {
  if (options.token) return options.token;
  const credentials = options.signIn ?? defaultSignIn;
  const sent = await sendWith(options.base.replace(/\/+$/, ''), 'post', '/api/auth/sessions', { body: credentials });
  const token = (sent.body as { token?: unknown } | null)?.token;
  if (sent.status !== 201 || typeof token !== 'string') {
    throw new SignInFailed(
      `POST /api/auth/sessions for ${credentials.email} answered ${sent.status} ${sent.text.slice(0, 200)}: the kit needs a sandbox account to sign in with (--email/--code), or a token (--token).`,
    );
  }
  return token;
}

/**
 * The headers every request of the kit carries. This is the one place authentication goes: the
 * bearer token of the contract's security scheme (`bearerAuth`).
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
