import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProofPeriod } from '@octoss/contract/proof';
import { DataTable, type Column } from '@/components/DataTable';
import type { Paging } from '@/components/table/types';
import { formatAmount, formatDateRange, formatInteger } from '@/domain/format';
import { dayMs } from '@/domain/time';
import { useLocale } from '@/i18n/useLocale';
import { usesMocks } from '@/lib/config';
import { toast } from '@/lib/toast';
import { downloadCheckpoint, downloadTreeFile } from './downloads';
import { ShortHash } from './ShortHash';
import type { PeriodCheck } from './usePeriodChecks';

/** The UTC days of a week (Monday to Sunday), as calendar days. */
const daysOf = (period: ProofPeriod) => ({
  from: period.from.slice(0, 10),
  to: new Date(Date.parse(period.to) - dayMs).toISOString().slice(0, 10),
});

/** A check's outcome: an icon and a word, in the colour of its meaning (the word carries it, not the colour). */
export function Outcome({ ok, children, title }: { ok: boolean | null; children: ReactNode; title?: string }) {
  const Icon = ok ? CheckCircleOutlineIcon : HighlightOffIcon;
  return (
    <Typography
      variant="body2"
      component="span"
      title={title}
      sx={{
        display: 'inline-flex',
        alignItems: 'flex-start',
        gap: 0.5,
        '& > svg': { mt: '0.2em', flexShrink: 0 },
        color: ok === null ? 'text.secondary' : ok ? 'success.main' : 'error.main',
        fontWeight: ok === false ? 700 : undefined,
      }}
    >
      {ok !== null && <Icon fontSize="inherit" aria-hidden />}
      {children}
    </Typography>
  );
}

type Props = {
  rows: ProofPeriod[];
  paging: Paging;
  checkOf: (period: ProofPeriod) => PeriodCheck | undefined;
};

/** A period's card on a phone, for its skeleton: the columns below, one of them with buttons. */
export const ledgerProofCard = { fields: 9, controls: 1 };

/** The published weeks: their sums, root and note, and what this browser found of each. */
export function LedgerProofTable({ rows, paging, checkOf }: Props) {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  const client = useQueryClient();
  const columns = useMemo<Column<ProofPeriod>[]>(() => {
    // Cents as USDT amounts, without the unit: the note above the table says it once.
    const usdt = (cents: number, signed = false) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {signed && cents > 0 ? '+' : ''}
        {formatAmount(cents / 100, locale)}
      </Box>
    );
    const tree = (period: ProofPeriod) =>
      downloadTreeFile(client, period).catch(() =>
        toast({ title: t('proof.table.treeFailed'), severity: 'error', topic: 'proof-tree' }),
      );
    return [
      {
        key: 'week',
        header: t('proof.table.week'),
        render: (row) => {
          const days = daysOf(row);
          return (
            <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
              <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {row.id}
              </Box>
              {/* The range may wrap: on a narrow phone with larger spacing it is wider than its cell. */}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatDateRange(days.from, days.to, locale)}
              </Box>
            </Box>
          );
        },
      },
      {
        key: 'records',
        header: t('proof.table.records'),
        align: 'right',
        render: (row) => formatInteger(row.leafCount, locale),
      },
      { key: 'credited', header: t('proof.table.credited'), align: 'right', render: (row) => usdt(row.credit) },
      { key: 'paid', header: t('proof.table.paid'), align: 'right', render: (row) => usdt(row.debit) },
      {
        key: 'net',
        header: t('proof.table.net'),
        align: 'right',
        render: (row) => usdt(row.credit - row.debit, true),
      },
      {
        key: 'root',
        header: t('proof.table.root'),
        render: (row) => <ShortHash value={row.root.hash} copyLabel={t('proof.table.copyRoot', { week: row.id })} />,
      },
      {
        key: 'signature',
        header: t('proof.table.signature'),
        render: (row) => {
          const check = checkOf(row);
          const signature = !check ? (
            <Outcome ok={null}>{t('proof.signature.unchecked')}</Outcome>
          ) : check.signature === 'valid' ? (
            <Outcome ok title={t('proof.signature.validTitle')}>
              {t('proof.signature.valid')}
            </Outcome>
          ) : (
            <Outcome ok={false}>{t('proof.signature.invalid')}</Outcome>
          );
          // The anchor attests the same checkpoint: one cell, its line under the signature's.
          return (
            <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.25 }}>
              {signature}
              {row.anchor ? (
                <ShortHash value={row.anchor.txHash} />
              ) : (
                <Outcome ok={null}>{t(usesMocks ? 'proof.anchor.none' : 'proof.anchor.noneLive')}</Outcome>
              )}
            </Box>
          );
        },
      },
      {
        key: 'consistency',
        header: t('proof.table.consistency'),
        render: (row) => {
          const check = checkOf(row);
          if (!check) return <Outcome ok={null}>{t('proof.consistency.unchecked')}</Outcome>;
          if (check.consistency === 'first') return <Outcome ok={null}>{t('proof.consistency.first')}</Outcome>;
          return (
            <Outcome ok={check.consistency === 'consistent'}>{t(`proof.consistency.${check.consistency}`)}</Outcome>
          );
        },
      },
      {
        key: 'downloads',
        header: t('proof.table.downloads'),
        render: (row) => (
          <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={t('proof.table.checkpointLabel', { week: row.id })}
              onClick={() => downloadCheckpoint(row)}
            >
              {t('proof.table.checkpoint')}
            </Button>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={t('proof.table.treeLabel', { week: row.id })}
              onClick={() => void tree(row)}
            >
              {t('proof.table.tree')}
            </Button>
          </Box>
        ),
      },
    ];
  }, [t, locale, client, checkOf]);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('proof.table.note')}
      </Typography>
      <DataTable
        caption={t('proof.table.caption')}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={t('proof.empty')}
        paging={{ ...paging, labelDisplayedRows: (from, to, count) => t('proof.table.range', { from, to, count }) }}
        columns={columns}
      />
    </>
  );
}
