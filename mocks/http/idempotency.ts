import { HttpResponse } from 'msw';
import { z } from 'zod';
import { dayMs } from '@/domain/time';
import type { RouteDef } from '@octoss/contract/route';
import type { MockEnv } from '../mock-env';
import { errorCodes } from '@octoss/contract/errors';
import { noStoreCacheControl } from '@octoss/contract/caching';
import { badRequest, unprocessable } from '../shared/http-error';
import { idempotencyRecord, saveIdempotencyRecord } from './idempotency-store';

/**
 * Idempotency of money-moving POSTs (documented in README, "For backend developers"):
 * - scope: one key per user, method and concrete path (one key on two settlements is two requests);
 * - lifetime: 24 hours from the first answer, after which the key is new again;
 * - stored and replayed: every answer of a request that ran (2xx, and the 404/409/422 of its rules),
 *   with its Content-Language and Vary, plus `Idempotent-Replay: true`; not stored: answers of a
 *   request that never ran (400, 413, 415, 429) and 5xx (the write was rolled back, so a retry runs again);
 * - the same key with another body: 422 `idempotency_mismatch`;
 * - a concurrent request with the same key waits for the first and gets its answer replayed.
 */
export const idempotencyLifetimeMs = dayMs;
export const maxIdempotencyKeyLength = 200;

/** Headers that describe the stored answer and are replayed with it. */
const replayedHeaders = ['Content-Language', 'Vary'] as const;

/** A stored first answer, as kept in the idempotency record's `response` column (JSON). */
const storedSchema = z.object({ body: z.json(), headers: z.record(z.string(), z.string()), storedAt: z.number() });
type Stored = z.infer<typeof storedSchema>;

/** Requests under way per idempotency key: a concurrent duplicate (a double click) waits for the first. */
const inFlight = new WeakMap<MockEnv, Map<string, Promise<unknown>>>();

/** Holds the key while its first request runs; resolves once any earlier holder has finished. */
export async function holdKey(env: MockEnv, recordKey: string): Promise<() => void> {
  const running = inFlight.get(env) ?? new Map<string, Promise<unknown>>();
  inFlight.set(env, running);
  while (running.has(recordKey)) await running.get(recordKey);
  let release!: () => void;
  running.set(recordKey, new Promise<void>((resolve) => (release = resolve)));
  return () => {
    running.delete(recordKey);
    release();
  };
}

export function idempotencyKeyOf(request: Request, userId: string): string {
  const key = request.headers.get('Idempotency-Key')?.trim();
  if (!key || key.length > maxIdempotencyKeyLength) {
    throw badRequest(`An Idempotency-Key header (1-${maxIdempotencyKeyLength} characters) is required`, {
      'Idempotency-Key': ['Required'],
    });
  }
  return `${userId} ${request.method} ${new URL(request.url).pathname} ${key}`;
}

function readStored(response: string, fallbackTime: number): Stored {
  const parsed = z.json().parse(JSON.parse(response));
  // Records written before headers were kept hold the bare body.
  const envelope = storedSchema.safeParse(parsed);
  return envelope.success ? envelope.data : { body: parsed, headers: {}, storedAt: fallbackTime };
}

/** Replays the first answer for a reused key within its lifetime; a reuse with another body is a 422. */
export function idempotency(env: MockEnv, route: RouteDef, recordKey: string, canonicalBody: string) {
  const previous = idempotencyRecord(env, recordKey);
  const stored = previous ? readStored(previous.response, env.now()) : undefined;
  const live =
    previous && stored && env.now() - stored.storedAt < idempotencyLifetimeMs ? { previous, stored } : undefined;
  return {
    replay() {
      if (!live) return undefined;
      if (live.previous.bodyHash !== canonicalBody) {
        throw unprocessable(
          'This Idempotency-Key was already used with a different request body',
          errorCodes.idempotencyMismatch,
        );
      }
      return HttpResponse.json(live.stored.body, {
        status: live.previous.status,
        headers: { ...live.stored.headers, 'Idempotent-Replay': 'true', 'Cache-Control': noStoreCacheControl },
      });
    },
    remember(status: number, body: unknown, headers: Record<string, string>) {
      const kept = Object.fromEntries(
        replayedHeaders.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]!]),
      );
      const response = JSON.stringify({ body: body ?? null, headers: kept, storedAt: env.now() } satisfies Omit<
        Stored,
        'body'
      > & { body: unknown });
      saveIdempotencyRecord(env, { key: recordKey, route: route.path, bodyHash: canonicalBody, status, response });
    },
  };
}
