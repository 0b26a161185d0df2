import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/endpoints';
import { toDay, dayMs } from '@/domain/time';
import { downloadText } from '@/lib/download';
import { readerTimeZone } from '@/lib/timeZone';
import { toast } from '@/lib/toast';

const kinds = [
  ['payouts', () => api.exportPayouts],
  ['accruals', () => api.exportAccruals],
  ['reconciliations', () => api.exportReconciliations],
] as const;

/** CSV exports for a date range (both days included), in the reader's days like every table. */
export function ExportCard() {
  const { t } = useTranslation('payouts');
  const [from, setFrom] = useState(() => toDay(Date.now() - 90 * dayMs, readerTimeZone()));
  const [to, setTo] = useState(() => toDay(Date.now(), readerTimeZone()));
  const download = async (kind: string, endpoint: typeof api.exportPayouts) => {
    try {
      const csv = await endpoint({ query: { from, to, tz: readerTimeZone() } });
      downloadText(`octoss-${kind}-${from}_${to}.csv`, csv, 'text/csv');
    } catch {
      toast({ title: t('export.failed'), severity: 'error' });
    }
  };
  return (
    <Card component="section" aria-labelledby="export-title">
      <CardContent>
        <Typography id="export-title" variant="h6" component="h2" sx={{ mb: 2 }}>{t('export.title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
          <TextField type="date" label={t('export.from')} value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" label={t('export.to')} value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          {kinds.map(([kind, endpoint]) => (
            <Button key={kind} variant="outlined" onClick={() => void download(kind, endpoint())}>{t(`export.${kind}`)}</Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
