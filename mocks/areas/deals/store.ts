import { applicationRetentionDays, maxApplicationsPerDay } from '@octoss/contract/partner-applications';
import { dayMs } from '@/domain/time';
import type { MockEnv } from '../../mock-env';
import { tooManyRequests } from '../../shared/http-error';

/**
 * Received partner applications, kept as the JSON that was sent. The route is public, so the store
 * is bounded: at most `maxApplicationsPerDay` in any rolling day (429 with Retry-After), and each
 * is kept `applicationRetentionDays`.
 */
export function createPartnerApplication(env: MockEnv, payload: unknown) {
  const now = env.now();
  env.db.partnerApplication.deleteMany({ where: { receivedAt: { lt: now - applicationRetentionDays * dayMs } } });
  const lastDay = env.db.partnerApplication
    .findMany({ where: { receivedAt: { gt: now - dayMs } } })
    .sort((a, b) => a.receivedAt - b.receivedAt);
  if (lastDay.length >= maxApplicationsPerDay)
    throw tooManyRequests(
      `This server takes at most ${maxApplicationsPerDay} applications a day: try again later`,
      (lastDay[0]!.receivedAt + dayMs - now) / 1000,
    );
  return env.db.partnerApplication.create({
    id: `app-${crypto.randomUUID()}`,
    receivedAt: now,
    payload: JSON.stringify(payload),
  });
}

export const dealsInOrder = (env: MockEnv) => [...env.db.deal.getAll()].sort((a, b) => a.order - b.order);
