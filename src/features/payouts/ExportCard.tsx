import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { exportQuery, maxExportDays } from '@octoss/contract/exports';
import { api } from '@/api/endpoints';
import { applyServerFieldErrors } from '@/components/form/applyServerFieldErrors';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { formatInteger } from '@/domain/format';
import { toDay, dayMs } from '@/domain/time';
import { downloadText } from '@/lib/download';
import { readerTimeZone } from '@/lib/timeZone';
import { toast } from '@/lib/toast';
import { useLocale } from '@/i18n/useLocale';
import { useSingleFlight } from '@/lib/useSingleFlight';

const kinds = [
  ['payouts', () => api.exportPayouts],
  ['accruals', () => api.exportAccruals],
  ['reconciliations', () => api.exportReconciliations],
] as const;

/** A cleared date field is no bound (the contract's from and to are optional), not the empty string. */
const dayOrNone = (value: string) => value || undefined;

/**
 * CSV exports for a date range (both days included), in the reader's days like every table; the
 * period is checked with the export route's own query schema (order, at most a year and a day).
 */
export function ExportCard() {
  const { t } = useTranslation('payouts');
  const locale = useLocale();
  const sending = useSingleFlight();
  // The last 90 days up to today, read once when the card mounts.
  const [lastNinetyDays] = useState(() => ({
    from: toDay(Date.now() - 90 * dayMs, readerTimeZone()),
    to: toDay(Date.now(), readerTimeZone()),
    tz: readerTimeZone(),
  }));
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof exportQuery>,
    unknown,
    z.output<typeof exportQuery>
  >({
    resolver: zodResolver(exportQuery),
    mode: 'onChange',
    defaultValues: lastNinetyDays,
  });
  // Each kind is its own submit of the one period: the buttons share a single flight, so one click is one download.
  const download = (kind: string, endpoint: typeof api.exportPayouts) =>
    handleSubmit(async (query) => {
      try {
        const csv = await endpoint({ query });
        downloadText(`octoss-${kind}-${query.from ?? 'start'}_${query.to ?? 'today'}.csv`, csv, 'text/csv');
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, ['from', 'to']))
          toast({ title: t('export.failed'), severity: 'error' });
      }
    });
  const fromError = fieldErrorText(formState.errors.from, {
    fallback: t('export.dateInvalid'),
    custom: t('export.order'),
  });
  const toError = fieldErrorText(formState.errors.to, {
    fallback: t('export.dateInvalid'),
    custom: t('export.tooLong', { days: formatInteger(maxExportDays, locale) }),
  });
  return (
    <Card component="section" aria-labelledby="export-title">
      <CardContent>
        <Typography id="export-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('export.title')}
        </Typography>
        {/* Enter in a date field downloads nothing: which file is the reader's choice of button. */}
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            {...muiField(register('from', { setValueAs: dayOrNone, deps: 'to' }))}
            type="date"
            label={t('export.from')}
            error={Boolean(fromError)}
            helperText={fromError}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            {...muiField(register('to', { setValueAs: dayOrNone, deps: 'from' }))}
            type="date"
            label={t('export.to')}
            error={Boolean(toError)}
            helperText={toError}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {kinds.map(([kind, endpoint]) => (
            <Button
              key={kind}
              variant="outlined"
              disabled={sending.pending}
              onClick={() => sending.run(download(kind, endpoint()))}
              sx={{ mt: { sm: 1 } }}
            >
              {t(`export.${kind}`)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
