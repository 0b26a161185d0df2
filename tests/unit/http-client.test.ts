import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes } from '@octoss/contract/errors';
import { authToken, isSignInRequired } from '@/api/authToken';
import { ApiError } from '@/api/errors';
import { send, setTransport, type Transport } from '@/api/http';
import { setRequestHook } from '@/api/requestHook';

/** The requests the client sent through the fake transport, as the server would read them. */
type Sent = { url: string; method: string; headers: Headers; body: string | undefined; signal: AbortSignal };

/** Answers every request with `answer`, keeping what was sent. */
function answering(answer: (sent: Sent) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  const transport: Transport = async (url, init) => {
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal!,
    };
    sent.push(request);
    return answer(request);
  };
  setTransport(transport);
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The request's rejection, which must be an ApiError. */
async function failure(request: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const signedIn = (token: string) => authToken.set({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });

afterEach(() => {
  setRequestHook(undefined);
  authToken.clear();
});

describe('the HTTP client', () => {
  it('sends the path with its query (no undefined parameter), the JSON body and every header', async () => {
    const sent = answering(() => json(201, { id: 'p1' }));
    setRequestHook(() => ({ headers: { 'Accept-Language': 'vi' } }));
    signedIn('t-1');
    const answer = await send({
      method: 'post',
      path: '/api/payouts/claims',
      query: { page: 2, filter: undefined, status: null, tag: ['a b', 'c'] },
      body: { amount: '12.50' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(answer).toEqual({ status: 201, data: { id: 'p1' } });
    const [request] = sent;
    expect(request?.url).toBe('/api/payouts/claims?page=2&tag=a+b&tag=c');
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('{"amount":"12.50"}');
    expect(Object.fromEntries(request!.headers)).toEqual({
      accept: 'application/json',
      'accept-language': 'vi',
      authorization: 'Bearer t-1',
      'content-type': 'application/json',
      'idempotency-key': 'k-1',
    });
  });

  it('sends a read without a body or its content type, and reads the hook when the request leaves', async () => {
    const sent = answering(() => json(200, []));
    // As the demo backend's gate does: the hook holds the request back, then says its headers.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let language = 'en';
    setRequestHook(async () => {
      await gate;
      return { headers: { 'Accept-Language': language } };
    });
    const leaving = send({ method: 'get', path: '/api/faq' });
    await Promise.resolve();
    expect(sent).toHaveLength(0);
    language = 'ko';
    open();
    await leaving;
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers.has('content-type')).toBe(false);
    expect(sent[0]?.headers.get('accept-language')).toBe('ko');
  });

  it('reads an empty body as nothing, a CSV as text, and a body that is not JSON as text for the schema to refuse', async () => {
    answering(() => new Response(null, { status: 204 }));
    expect(await send({ method: 'delete', path: '/api/auth/sessions/current' })).toEqual({
      status: 204,
      data: undefined,
    });
    answering(() => new Response('date,amount\n2026-01-01,1\n', { status: 200 }));
    expect((await send({ method: 'get', path: '/api/exports', read: 'text' })).data).toBe(
      'date,amount\n2026-01-01,1\n',
    );
    answering(() => new Response('<html>', { status: 200 }));
    expect((await send({ method: 'get', path: '/api/faq' })).data).toBe('<html>');
  });

  it("turns an error answer into the contract's error, with its field errors", async () => {
    answering(() =>
      json(422, { code: 'VALIDATION_FAILED', message: 'Check the form', fieldErrors: { uid: ['Too short'] } }),
    );
    const error = await failure(send({ method: 'post', path: '/api/exchanges', body: {} }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({ uid: ['Too short'] });
  });

  it("names a server's failure whose body is not the contract's", async () => {
    answering(() => new Response('Bad gateway', { status: 502 }));
    const error = await failure(send({ method: 'get', path: '/api/faq' }));
    expect(error.status).toBe(502);
    expect(error.code).toBe(errorCodes.server);
    expect(error.message).toBe('Request failed with status code 502');
  });

  it('gives up after the timeout the hook says, and cancels the request', async () => {
    const sent = answering(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    setRequestHook(() => ({ timeoutMs: 20 }));
    const error = await failure(send({ method: 'get', path: '/api/faq' }));
    expect(error.status).toBe(0);
    expect(error.code).toBe(errorCodes.timeout);
    expect(error.message).toBe('timeout of 20ms exceeded');
    expect(sent[0]?.signal.aborted).toBe(true);
  });

  it('names a request that got no answer, or that the hook refused, a network failure', async () => {
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const lost = await failure(send({ method: 'get', path: '/api/faq' }));
    expect(lost.status).toBe(0);
    expect(lost.code).toBe(errorCodes.network);
    const sent = answering(() => json(200, {}));
    setRequestHook(() => {
      throw new Error('Offline: POST /api/exchanges was not sent');
    });
    const refused = await failure(send({ method: 'post', path: '/api/exchanges', body: {} }));
    expect(refused.code).toBe(errorCodes.network);
    expect(refused.message).toContain('was not sent');
    expect(sent).toHaveLength(0);
  });

  it("asks the user to sign in on a 401 of the token it sent, but not on the sign-in's own", async () => {
    answering(() => json(401, { code: errorCodes.unauthorized, message: 'Sign in' }));
    signedIn('t-2');
    await failure(send({ method: 'get', path: '/api/me', partOfSignIn: true }));
    expect(isSignInRequired()).toBe(false);
    expect(authToken.get()).toBe('t-2');
    await failure(send({ method: 'get', path: '/api/dashboard' }));
    expect(isSignInRequired()).toBe(true);
    expect(authToken.get()).toBeUndefined();
  });
});
