import type { UidLink } from '@/api/contract/uid-links';

/** The demo approves (or rejects) a link this long after submission; real review takes 24-48 h. */
export const uidReviewMs = 2000;

/**
 * Only new account registrations are eligible. The demo exchanges report UIDs starting with
 * 1000 as accounts that existed before the referral link was used.
 */
export function isExistingAccount(uid: string): boolean {
  return uid.trim().startsWith('1000');
}

type StoredLink = { uid: string; createdAt: number };

/** The status a link has at `now`, derived from its submission time (no timers). */
export function uidLinkStatusAt(link: StoredLink, now: number): { status: UidLink['status']; decidedAt: number | null } {
  const decidedAt = link.createdAt + uidReviewMs;
  if (now < decidedAt) return { status: 'PENDING', decidedAt: null };
  return { status: isExistingAccount(link.uid) ? 'REJECTED' : 'APPROVED', decidedAt };
}

/** Same exchange and the same UID once trimmed: a duplicate. */
export function isSameLink(a: { exchangeId: string; uid: string }, b: { exchangeId: string; uid: string }): boolean {
  return a.exchangeId === b.exchangeId && a.uid.trim() === b.uid.trim();
}
