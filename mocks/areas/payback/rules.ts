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
 * Whether an exchange tells UIDs apart by letter case. CEX-A and CEX-B ignore case (`ab12` and
 * `AB12` are one account); CEX-C's sub-account UIDs are case-sensitive. An exchange not listed
 * ignores case: the safer default, as a second link to the same account would pay twice.
 */
export const uidLetterCase: Readonly<Record<string, 'sensitive' | 'insensitive'>> = {
  'cex-a': 'insensitive',
  'cex-b': 'insensitive',
  'cex-c': 'sensitive',
};

/** The form of a UID two links are compared by: trimmed, and upper case where the exchange ignores case. */
export function comparableUid(exchangeId: string, uid: string): string {
  const trimmed = uid.trim();
  return uidLetterCase[exchangeId] === 'sensitive' ? trimmed : trimmed.toUpperCase();
}

/** Same exchange and the same UID by that exchange's rule: a duplicate. */
export function isSameLink(a: { exchangeId: string; uid: string }, b: { exchangeId: string; uid: string }): boolean {
  return a.exchangeId === b.exchangeId && comparableUid(a.exchangeId, a.uid) === comparableUid(b.exchangeId, b.uid);
}
