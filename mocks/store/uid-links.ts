import type { MockEnv } from '../env';

/** The exchange accounts (UIDs) a trader linked. */

export function uidLinksOf(env: MockEnv, userId: string) {
  return env.db.uidLink.findMany({ where: { userId: { equals: userId } } });
}

export function createUidLink(env: MockEnv, link: { userId: string; exchangeId: string; uid: string }) {
  return env.db.uidLink.create({ id: `link-${crypto.randomUUID()}`, ...link, createdAt: env.now() });
}
