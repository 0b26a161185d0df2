import { createServer, type Server } from 'node:http';
import { routes } from '@octoss/contract/routes';
import { accessTokenSchema } from '@octoss/contract/session';
import type { Group } from '@octoss/contract/route';
import { noFaults } from '../faults';
import { createMockApp } from '../server';
import type { RecordedDataset, RecordedRequest } from './recorded-requests';

/** The header that sends a recorded request to the testnet mock instead of the demo one. */
export const datasetHeader = 'X-Recorded-Dataset';

export type Exchange = { request: RecordedRequest; status: number; headers: Headers; body: unknown };

/**
 * Both data sets of the mock behind one HTTP port (the header picks one), on a clock that only
 * moves when a recorded request asks, with the fault switch at hand for the 500s.
 */
export async function startRecordingMock(start: number) {
  let clock = start;
  const now = () => clock;
  const mocks = {
    demo: createMockApp({ dataset: 'demo', now, faults: noFaults(0) }),
    testnet: createMockApp({ dataset: 'testnet', now, faults: noFaults(0) }),
  };
  const server: Server = createServer((request, response) => {
    const dataset: RecordedDataset = request.headers[datasetHeader.toLowerCase()] === 'testnet' ? 'testnet' : 'demo';
    mocks[dataset].app(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The recording mock listens on a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    advance(ms: number) {
      clock += ms;
    },
    fail(dataset: RecordedDataset, group: Group | undefined) {
      const { fail } = mocks[dataset].env.faults;
      fail.clear();
      if (group) fail.add(group);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RecordingMock = Awaited<ReturnType<typeof startRecordingMock>>;

/**
 * Per data set, the latest token its sign-in answered (sent unless the request says otherwise) and
 * the credentials it signed in with (for a request that needs a session of its own).
 */
type SignIns = Partial<Record<RecordedDataset, { token: string; credentials: unknown }>>;

async function tokenFor(baseUrl: string, request: RecordedRequest, signIns: SignIns): Promise<string | undefined> {
  const signIn = signIns[request.dataset ?? 'demo'];
  if (request.auth === 'unknown') return 'recorded-unknown-token';
  if (request.auth !== 'fresh') return signIn?.token;
  const response = await fetch(`${baseUrl}${routes.createSession.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [datasetHeader]: request.dataset ?? 'demo' },
    body: JSON.stringify(signIn?.credentials),
  });
  return accessTokenSchema.parse(await response.json()).token;
}

async function send(baseUrl: string, request: RecordedRequest, token: string | undefined): Promise<Response> {
  const route = routes[request.route];
  const url = `${baseUrl}${request.path ?? route.path}${request.query ? `?${request.query}` : ''}`;
  const headers: Record<string, string> = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...request.headers,
    [datasetHeader]: request.dataset ?? 'demo',
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: route.method.toUpperCase(),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/**
 * Replays the recorded set in order against `mock`, sending to `baseUrl` (the mock itself, or a
 * proxy in front of it). Throws when a request does not get its recorded status.
 */
export async function replayRecorded(
  requests: readonly RecordedRequest[],
  mock: RecordingMock,
  baseUrl = mock.url,
): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  const signIns: SignIns = {};
  for (const request of requests) {
    const dataset = request.dataset ?? 'demo';
    if (request.advanceClockMs) mock.advance(request.advanceClockMs);
    // Before the fault switch: a session of its own is signed in while the sign-in still works.
    const token = request.auth === 'none' ? undefined : await tokenFor(baseUrl, request, signIns);
    mock.fail(dataset, request.status === 500 ? routes[request.route].group : undefined);
    let response = await send(baseUrl, request, token);
    for (let attempt = 1; request.repeat && response.status !== request.status && attempt < 30; attempt += 1) {
      await response.arrayBuffer();
      response = await send(baseUrl, request, token);
    }
    mock.fail(dataset, undefined);
    const text = await response.text();
    const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
    const body: unknown = isJson && text ? JSON.parse(text) : text;
    if (response.status !== request.status) {
      throw new Error(
        `${request.route} ${request.path ?? ''}?${request.query ?? ''}: expected ${request.status}, got ${response.status} ${text.slice(0, 300)}`,
      );
    }
    if (request.route === 'createSession' && response.status === 201)
      signIns[dataset] = { token: accessTokenSchema.parse(body).token, credentials: request.body };
    exchanges.push({ request, status: response.status, headers: response.headers, body });
  }
  return exchanges;
}
