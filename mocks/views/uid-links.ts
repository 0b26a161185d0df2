import type { UidLink } from '@octoss/contract/uid-links';
import type { Language } from '@/i18n/languages';
import { toIso, toIsoOrNull } from '../convert';
import type { Row } from '../db';
import { rejectionFixes } from '../content/uid-links';
import { uidLinkStatusAt } from '../rules/uid-links';

/** A link's status is derived at read time from when it was submitted; the fix of a rejection comes in the reader's language. */
export function uidLinkView(row: Row<'uidLink'>, now: number, lang: Language): UidLink {
  const { status, decidedAt } = uidLinkStatusAt(row, now);
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    uid: row.uid,
    status,
    createdAt: toIso(row.createdAt),
    approvedAt: status === 'APPROVED' ? toIsoOrNull(decidedAt) : null,
    rejection: status === 'REJECTED' ? { code: 'EXISTING_ACCOUNT', fix: rejectionFixes[lang].EXISTING_ACCOUNT } : null,
  };
}
