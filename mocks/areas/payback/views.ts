import type { Accrual } from '@octoss/contract/accruals';
import { toIso, toIsoOrNull } from '../../shared/convert';
import type { Row } from '../../db';
import type { UidLink } from '@octoss/contract/uid-links';
import type { Language } from '@/i18n/languages';
import { rejectionFixes } from './content';
import { uidLinkStatusAt } from './rules';
import { exchangeDirectory, logoPath } from '@/domain/exchangeDirectory';

export function accrualView(row: Row<'accrual'>): Accrual {
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    gross: row.gross,
    net: row.net,
    status: row.status,
    accrualAt: toIso(row.accrualAt),
  };
}

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

export const exchangeView = ({ id, name, displayName, paybackRate, referralRate, isActive, url }: Row<'exchange'>) => ({
  id,
  name,
  displayName,
  paybackRate,
  referralRate,
  isActive,
  url,
});

export const exchangeDirectoryView = () =>
  exchangeDirectory.map((entry) => ({ name: entry.name, slug: entry.slug, mono: entry.mono, logo: logoPath(entry) }));
