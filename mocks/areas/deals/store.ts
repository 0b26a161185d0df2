import type { MockEnv } from '../../env';

/** Received partner applications, kept as the JSON that was sent. */
export function createPartnerApplication(env: MockEnv, payload: unknown) {
  return env.db.partnerApplication.create({
    id: `app-${crypto.randomUUID()}`,
    receivedAt: env.now(),
    payload: JSON.stringify(payload),
  });
}

export const dealsInOrder = (env: MockEnv) => [...env.db.deal.getAll()].sort((a, b) => a.order - b.order);
