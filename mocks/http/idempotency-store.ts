import type { NewRow } from '../db';
import type { MockEnv } from '../mock-env';

export function idempotencyRecord(env: MockEnv, key: string) {
  return env.db.idempotencyRecord.findFirst({ where: { key: { equals: key } } });
}

/** Stores the answer of a key, replacing an expired one. */
export function saveIdempotencyRecord(env: MockEnv, record: NewRow<'idempotencyRecord'>) {
  if (idempotencyRecord(env, record.key)) env.db.idempotencyRecord.delete({ where: { key: { equals: record.key } } });
  return env.db.idempotencyRecord.create(record);
}
