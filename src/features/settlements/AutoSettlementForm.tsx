import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { autoSettlementCadences, updateAutoSettlementSchema, type AutoSettlementRule } from '@/api/contract/settlements';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { buildIcs } from '@/lib/ics';
import { downloadText } from '@/lib/download';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { autoRuleQuery, useUpdateAutoRule } from './api';

function RuleForm({ rule }: { rule: AutoSettlementRule }) {
  const { t } = useTranslation('settlements');
  const update = useUpdateAutoRule();
  const sending = useSingleFlight();
  const [draft, setDraft] = useState({ minAmount: String(rule.minAmount), cadence: rule.cadence, customDays: String(rule.customDays ?? 14), isEnabled: rule.isEnabled });
  const parsed = updateAutoSettlementSchema.safeParse({ minAmount: Number(draft.minAmount), cadence: draft.cadence, customDays: draft.cadence === 'CUSTOM' ? Number(draft.customDays) : null, isEnabled: draft.isEnabled });
  const save = () => {
    if (!parsed.success) return;
    const rule = parsed.data;
    sending.run(() =>
      update.mutateAsync(rule).then(
        () => toast({ title: t('auto.updated'), topic: 'auto-settlement' }),
        () => toast({ title: t('auto.failed'), severity: 'error', topic: 'auto-settlement' }),
      ),
    );
  };
  const remind = () => {
    downloadText('octoss-auto-settlement.ics', buildIcs({ uid: `auto-settlement-${rule.nextRun}`, title: t('auto.reminderTitle'), description: t('auto.reminderText'), start: new Date(rule.nextRun), url: `${window.location.origin}/app/settlements` }), 'text/calendar');
    toast({ title: t('auto.calendar') });
  };
  const fieldError = (path: string) => (parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === path));
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormControlLabel control={<Switch checked={draft.isEnabled} onChange={(event) => setDraft({ ...draft, isEnabled: event.target.checked })} />} label={t('auto.enabled')} />
      <TextField label={t('auto.minAmount')} type="number" value={draft.minAmount} onChange={(event) => setDraft({ ...draft, minAmount: event.target.value })} error={Boolean(fieldError('minAmount'))} helperText={fieldError('minAmount') ? t('auto.minError') : t('auto.minHelp')} />
      <TextField select label={t('auto.cadence')} value={draft.cadence} onChange={(event) => setDraft({ ...draft, cadence: event.target.value as AutoSettlementRule['cadence'] })}>
        {autoSettlementCadences.map((cadence) => <MenuItem key={cadence} value={cadence}>{t(`auto.cadences.${cadence}`)}</MenuItem>)}
      </TextField>
      {draft.cadence === 'CUSTOM' && (
        <TextField label={t('auto.customDays')} type="number" value={draft.customDays} onChange={(event) => setDraft({ ...draft, customDays: event.target.value })} error={Boolean(fieldError('customDays'))} helperText={fieldError('customDays') ? t('auto.daysError') : ' '} />
      )}
      <Typography color="text.secondary">{t('auto.nextRun')} <DateTime value={rule.nextRun} /></Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={save} disabled={!parsed.success || sending.pending}>{t('auto.save')}</Button>
        <Button variant="outlined" onClick={remind}>{t('auto.remind')}</Button>
      </Stack>
    </Stack>
  );
}

export function AutoSettlementForm() {
  const { t } = useTranslation('settlements');
  const rule = useQuery(autoRuleQuery);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{t('auto.title')}</Typography>
        <QueryPart query={rule} errorTitle={t('auto.error')} skeleton={<Skeleton variant="rounded" height={240} />}>{(data) => <RuleForm rule={data} />}</QueryPart>
      </CardContent>
    </Card>
  );
}
