import { sameAccount } from '@octoss/contract/rules';
import { uidReviewMs } from '@octoss/contract/terms';
import type { UidLink } from '@octoss/contract/uid-links';
import { isExistingAccount } from '@/domain/uidLinks';

type StoredLink = { uid: string; createdAt: number };

/** The status a link has at `now`, derived from its submission time (no timers). */
export function uidLinkStatusAt(
  link: StoredLink,
  now: number,
): { status: UidLink['status']; decidedAt: number | null } {
  const decidedAt = link.createdAt + uidReviewMs;
  if (now < decidedAt) return { status: 'PENDING', decidedAt: null };
  return { status: isExistingAccount(link.uid) ? 'REJECTED' : 'APPROVED', decidedAt };
}

/**
 * Same exchange and the same UID by that exchange's letter-case rule (`uidLetterCase` of the
 * contract's rules: CEX-C's UIDs are case-sensitive, the others' not): a duplicate.
 */
export function isSameLink(a: { exchangeId: string; uid: string }, b: { exchangeId: string; uid: string }): boolean {
  return a.exchangeId === b.exchangeId && sameAccount(a.exchangeId, a.uid, b.uid);
}
