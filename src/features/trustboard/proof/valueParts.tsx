import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExchangeName } from '@/components/ExchangeName';
import { formatDateTime, formatUsdt } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { ShortHash } from './ShortHash';

/** A tree value as verify.ts prints it: `[left|right ]hash=<hex> credit=<n> debit=<n>`. */
export function parseValue(text: string | undefined) {
  const match = /^(?:(left|right) )?hash=([0-9a-f]+) credit=(\d+) debit=(\d+)$/.exec(text ?? '');
  if (!match) return undefined;
  return {
    side: match[1] as 'left' | 'right' | undefined,
    hash: match[2]!,
    credit: Number(match[3]),
    debit: Number(match[4]),
  };
}

const pairs = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, auto) 1fr' },
  columnGap: 2,
  rowGap: { xs: 0, sm: 0.5 },
  m: 0,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere', mb: { xs: 0.75, sm: 0 } },
} as const;

/** Label and value pairs, side by side (one under the other on phones). */
export function Pairs({ items }: { items: [string, ReactNode][] }) {
  return (
    <Typography component="dl" variant="body2" sx={pairs}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Typography>
  );
}

/** A tree value: hash (shortened, copyable), credit and debit. */
export function TreeValueText({ text, name }: { text: string | undefined; name: string }) {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  const value = parseValue(text);
  if (!value) return <>{text}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'center' }}>
      <ShortHash value={value.hash} copyLabel={t('verify.values.copy', { name })} />
      <span>
        {t('verify.values.credit')} {formatUsdt(value.credit / 100, locale)}
      </span>
      <span>
        {t('verify.values.debit')} {formatUsdt(value.debit / 100, locale)}
      </span>
    </Box>
  );
}

export const rowFields = ['amountCents', 'state', 'txHash', 'at', 'exchange'] as const;
export type RowField = (typeof rowFields)[number];

/** Whether the row step found the field the same on the page and in the ledger (verify.ts's own comparison). */
function sameField(field: RowField, values: Record<string, string>): boolean {
  const onPage = values[`row.${field}`] ?? '';
  const inLedger = values[`leaf.${field}`] ?? '';
  if (field === 'at') return onPage === inLedger || Date.parse(onPage) === Date.parse(inLedger);
  return field === 'txHash' ? onPage.toLowerCase() === inLedger.toLowerCase() : onPage === inLedger;
}

/** The fields the row step found otherwise on the page than in the ledger. */
export const differingFields = (values: Record<string, string>) =>
  rowFields.filter((field) => !sameField(field, values));

/** The label key of a row field. */
export const rowFieldLabel = (field: RowField) => (field === 'amountCents' ? 'amount' : field);

/** One field of the row step: the page's value, and the ledger's where it differs. */
export function RowFieldValue({ field, values }: { field: RowField; values: Record<string, string> }) {
  const { t, i18n } = useTranslation('trustboard');
  const locale = useLocale();
  const show = (value: string | undefined): ReactNode => {
    if (value === undefined || value === 'null') return t('verify.values.none');
    if (field === 'amountCents') return formatUsdt(Number(value) / 100, locale);
    if (field === 'state') return i18n.exists(`trustboard:states.${value}`) ? t(`states.${value}`) : value;
    if (field === 'txHash') return <ShortHash value={value} />;
    if (field === 'at') return Number.isNaN(Date.parse(value)) ? value : formatDateTime(value, locale);
    return <ExchangeName id={value} />;
  };
  const onPage = values[`row.${field}`];
  const inLedger = values[`leaf.${field}`];
  if (sameField(field, values)) return <>{show(onPage)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>
        {t('verify.values.onPage')}: {show(onPage)}
      </span>
      <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
        {t('verify.values.inLedger')}: {show(inLedger)} ({t('verify.values.differs')})
      </Box>
    </Box>
  );
}
