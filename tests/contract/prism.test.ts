// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf } from '@octoss/contract/error-codes';
import type { RouteDef } from '@octoss/contract/route';
import { routes } from '@octoss/contract/routes';
import { exampleNow } from '@mocks/openapi/examples';
import { recordedRequests } from '@mocks/openapi/recorded-requests';
import { replayRecorded, startRecordingMock, type RecordingMock } from '@mocks/openapi/recording';

/**
 * Stoplight Prism's validation proxy, a third-party reading of openapi.json, between the recorded
 * requests and the mock server: every answer is checked against the document, and Prism names
 * each mismatch in an `sl-violations` header.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Resolves once Prism says it is listening (a state, not a fixed wait). */
function started(prism: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening/.test(output)) resolve();
    };
    prism.stdout?.on('data', listen);
    prism.stderr?.on('data', listen);
    prism.on('exit', (code) => reject(new Error(`Prism exited (${code}): ${output}`)));
  });
}

type Violation = { location: string[]; message: string; severity: string };

let mock: RecordingMock;
let prism: ChildProcess;
let proxyUrl: string;

beforeAll(async () => {
  mock = await startRecordingMock(exampleNow);
  const port = await freePort();
  prism = spawn(
    process.execPath,
    [
      `${root}node_modules/@stoplight/prism-cli/dist/index.js`,
      'proxy',
      'openapi.json',
      mock.url,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--errors',
      'false',
    ],
    { cwd: root },
  );
  await started(prism);
  proxyUrl = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  prism?.kill();
  await mock?.close();
});

describe('Prism validation proxy over the recorded requests', () => {
  it('finds no answer outside the document (schemas and error codes), for every operation and every documented status', async () => {
    const exchanges = await replayRecorded(recordedRequests, mock, proxyUrl);
    const violations = exchanges.flatMap(({ request, headers }) => {
      const found = JSON.parse(headers.get('sl-violations') ?? '[]') as Violation[];
      // Requests recorded for a 400 break the contract on purpose; only answers are judged here.
      return found
        .filter((violation) => violation.location[0] === 'response')
        .map((violation) => `${request.route} ${request.status}: ${violation.location.join('.')} ${violation.message}`);
    });
    expect(violations).toEqual([]);
    expect(exchanges).toHaveLength(recordedRequests.length);
    // Prism really judged them: the requests that break the contract on purpose are named.
    const judgedRequests = exchanges.filter(
      ({ request, headers }) => request.status === 400 && (headers.get('sl-violations') ?? '').includes('"request"'),
    );
    expect(judgedRequests.length).toBeGreaterThan(0);
    // And each error answer carries a code the document lists for that route and status.
    for (const { request, body } of exchanges.filter((exchange) => exchange.status >= 400)) {
      expect(
        codesOf(routes[request.route] as RouteDef, request.status),
        `${request.route} ${request.status}`,
      ).toContain((body as { code: string }).code);
    }
  }, 120_000);
});
