import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { exportQuery, maxExportDays } from '@octoss/contract/exports';
import { api } from '@/api/endpoints';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useContractForm } from '@/components/form/useContractForm';
import { formatInteger } from '@/domain/format';
import { toDay, dayMs } from '@/domain/time';
import { downloadText } from '@/lib/download';
import { readerTimeZone } from '@/lib/timeZone';
import { toast } from '@/lib/toast';
import { useLocale } from '@/i18n/useLocale';

const kinds = ['payouts', 'accruals', 'reconciliations'] as const;
type Kind = (typeof kinds)[number];
const endpointOf: Record<Kind, typeof api.exportPayouts> = {
  payouts: (input) => api.exportPayouts(input),
  accruals: (input) => api.exportAccruals(input),
  reconciliations: (input) => api.exportReconciliations(input),
};

/** A cleared date field is no bound (the contract's from and to are optional), not the empty string. */
const dayOrNone = (value: string) => value || undefined;

/**
 * CSV exports for a date range (both days included), in the reader's days like every table; the
 * period is checked with the export route's own query schema (order, at most a year and a day).
 */
export function ExportCard() {
  const { t } = useTranslation('payouts');
  const locale = useLocale();
  // The last 90 days up to today, read once when the card mounts.
  const [lastNinetyDays] = useState(() => ({
    from: toDay(Date.now() - 90 * dayMs, readerTimeZone()),
    to: toDay(Date.now(), readerTimeZone()),
    tz: readerTimeZone(),
  }));
  // Each kind is its own submit of the one period: the buttons share a single flight, so one click is one download.
  const form = useContractForm(exportQuery, {
    mode: 'onChange',
    defaultValues: lastNinetyDays,
    onSubmit: async (query, kind: Kind) => {
      const csv = await endpointOf[kind]({ query });
      downloadText(`octoss-${kind}-${query.from ?? 'start'}_${query.to ?? 'today'}.csv`, csv, 'text/csv');
    },
    serverFields: ['from', 'to'],
    onFailure: () => toast({ title: t('export.failed'), severity: 'error' }),
  });
  const { register, formState } = form;
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
          {kinds.map((kind) => (
            <Button
              key={kind}
              variant="outlined"
              {...form.button(kind)}
              onClick={() => form.submit(kind)}
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
