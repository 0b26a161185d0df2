import type { RouteName } from '@octoss/contract/routes';
import { recordedRequests } from './recorded-requests';
import { replayRecorded, startRecordingMock } from './recording';

/** A fixed clock, so the examples (and so the committed openapi.json) never change by themselves. */
export const exampleNow = Date.UTC(2026, 0, 15, 12);

/** Response examples by route name and status. */
export type StatusExamples = Partial<Record<number, unknown>>;
export type Examples = Partial<Record<RouteName, StatusExamples>>;

/** This document itself is no example of itself: a short stand-in. */
const openApiExample = { openapi: '3.1.0', info: { title: 'OCTOSS API', version: '1.0.0' }, paths: {} };

/** Lists are cut to their first three items and CSV files to four lines: an example shows the shape. */
function shorten(body: unknown): unknown {
  if (typeof body === 'string') return body.split('\r\n').slice(0, 4).join('\r\n');
  if (Array.isArray(body)) return body.slice(0, 3);
  if (body && typeof body === 'object' && 'items' in body && Array.isArray(body.items))
    return { ...body, items: body.items.slice(0, 3) };
  return body;
}

/**
 * Ids, hashes and simulated amounts are random in the mock; while the examples are recorded they
 * come from a seeded generator instead, so the same contract always writes the same document.
 */
async function withSeededRandomness<T>(run: () => Promise<T>): Promise<T> {
  const random = Math.random;
  const { randomUUID, getRandomValues } = crypto;
  let seed = 20260115;
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  Math.random = next;
  crypto.randomUUID = () =>
    `00000000-0000-4000-8000-${Math.floor(next() * 2 ** 48)
      .toString(16)
      .padStart(12, '0')}`;
  crypto.getRandomValues = <A extends ArrayBufferView | null>(array: A): A => {
    if (array instanceof Uint8Array) array.forEach((_, index) => (array[index] = Math.floor(next() * 256)));
    return array;
  };
  try {
    return await run();
  } finally {
    Math.random = random;
    crypto.randomUUID = randomUUID;
    crypto.getRandomValues = getRandomValues;
  }
}

/** Every recorded request's answer, the first per route and status, from a fresh mock on the fixed clock. */
export async function collectExamples(): Promise<Examples> {
  const mock = await startRecordingMock(exampleNow);
  try {
    const exchanges = await withSeededRandomness(() => replayRecorded(recordedRequests, mock));
    const examples: Examples = {};
    for (const { request, status, body } of exchanges) {
      const byStatus = (examples[request.route] ??= {});
      if (!(status in byStatus))
        byStatus[status] = request.route === 'getOpenApi' && status === 200 ? openApiExample : shorten(body);
    }
    return examples;
  } finally {
    await mock.close();
  }
}
