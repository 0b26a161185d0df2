import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  autoSettlementCadences,
  updateAutoSettlementSchema,
  type AutoSettlementRule,
} from '@octoss/contract/settlements';
import { DateTime } from '@/components/DateTime';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useContractForm } from '@/components/form/useContractForm';
import { twoDecimalsMessage } from '@octoss/contract/money';
import { QueryPart } from '@/components/QueryPart';
import { SelectField } from '@/components/form/SelectField';
import { buildIcs } from '@/lib/ics';
import { downloadText } from '@/lib/download';
import { toast } from '@/lib/toast';
import { autoRuleQuery, useUpdateAutoRule } from './api';
import { paths } from '@/app/paths';

function RuleForm({ rule }: { rule: AutoSettlementRule }) {
  const { t } = useTranslation(['settlements', 'common']);
  const update = useUpdateAutoRule();
  const form = useContractForm(updateAutoSettlementSchema, {
    mode: 'onChange',
    defaultValues: {
      minAmount: rule.minAmount,
      cadence: rule.cadence,
      customDays: rule.customDays ?? 14,
      isEnabled: rule.isEnabled,
    },
    onSubmit: (next) => update.mutateAsync(next),
    onSuccess: () => toast({ title: t('auto.updated'), topic: 'auto-settlement' }),
    serverFields: ['minAmount', 'customDays'],
    onFailure: () => toast({ title: t('auto.failed'), severity: 'error', topic: 'auto-settlement' }),
  });
  const { register, control, formState } = form;
  const cadence = useWatch({ control, name: 'cadence' });
  const remind = () => {
    downloadText(
      'octoss-auto-settlement.ics',
      buildIcs({
        uid: `auto-settlement-${rule.nextRun}`,
        title: t('auto.reminderTitle'),
        description: t('auto.reminderText'),
        start: new Date(rule.nextRun),
        url: `${window.location.origin}${paths.settlements()}`,
      }),
      'text/calendar',
    );
    toast({ title: t('auto.calendar') });
  };
  const minError = fieldErrorText(formState.errors.minAmount, {
    fallback: t('auto.minError'),
    [twoDecimalsMessage]: t('common:field.twoDecimals'),
  });
  const daysError = fieldErrorText(formState.errors.customDays, { fallback: t('auto.daysError') });
  return (
    <Stack component="form" noValidate onSubmit={form.onSubmit} spacing={2} sx={{ maxWidth: 480 }}>
      <Controller
        name="isEnabled"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={t('auto.enabled')}
          />
        )}
      />
      <TextField
        {...muiField(register('minAmount', { valueAsNumber: true }))}
        label={t('auto.minAmount')}
        type="number"
        error={Boolean(minError)}
        helperText={minError ?? t('auto.minHelp')}
      />
      <Controller
        name="cadence"
        control={control}
        render={({ field }) => (
          <SelectField
            {...field}
            label={t('auto.cadence')}
            options={autoSettlementCadences.map((option) => ({ value: option, label: t(`auto.cadences.${option}`) }))}
          />
        )}
      />
      {/* The days only count for CUSTOM: hidden, they leave the form (shouldUnregister) and the rule is sent with none. */}
      {cadence === 'CUSTOM' && (
        <TextField
          {...muiField(register('customDays', { valueAsNumber: true, shouldUnregister: true }))}
          label={t('auto.customDays')}
          type="number"
          error={Boolean(daysError)}
          helperText={daysError ?? ' '}
        />
      )}
      <Typography color="text.secondary">
        {t('auto.nextRun')} <DateTime value={rule.nextRun} />
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" {...form.button()}>
          {t('auto.save')}
        </Button>
        <Button variant="outlined" onClick={remind}>
          {t('auto.remind')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function AutoSettlementForm() {
  const { t } = useTranslation('settlements');
  // A form: its first render is a transition, not one long task.
  const rule = useDeferredQuery(autoRuleQuery);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('auto.title')}
        </Typography>
        <QueryPart query={rule} errorTitle={t('auto.error')} skeleton={<Skeleton variant="rounded" height={240} />}>
          {(data) => <RuleForm rule={data} />}
        </QueryPart>
      </CardContent>
    </Card>
  );
}
