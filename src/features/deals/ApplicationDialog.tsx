import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { betaBoostPercent } from '@/domain/deals';
import { formatRate } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { dealRegions } from '@octoss/contract/deals';
import { applicantTypes, partnerApplicationSchema, programTypes } from '@octoss/contract/partner-applications';
import { useContractForm } from '@/components/form/useContractForm';
import { toast } from '@/lib/toast';
import { useApply } from './api';
import {
  ApplicationChips,
  ApplicationConsent,
  ApplicationSelect,
  ApplicationText,
  ApplicationVolume,
  textFields,
} from './ApplicationFields';

type Props = { open: boolean; exchanges: string[]; initialExchange?: string; onClose: () => void };

const half = { xs: 12, sm: 6 } as const;

export function ApplicationDialog({ open, exchanges, initialExchange, onClose }: Props) {
  const { t } = useTranslation('deals');
  const locale = useLocale();
  const apply = useApply();
  const failed = (kind: 'failed' | 'validation') =>
    toast({
      title: t(`toast.${kind}.title`),
      description: t(`toast.${kind}.description`),
      severity: 'error',
      topic: 'partner-application',
    });
  const form = useContractForm(partnerApplicationSchema, {
    // consent starts unticked; the schema only accepts `true`, which is the point.
    defaultValues: {
      applicantType: 'individual',
      company: '',
      contact: '',
      email: '',
      telegram: '',
      regions: [],
      exchanges: initialExchange ? [initialExchange] : [],
      programType: 'both',
      volume: undefined,
      proof: '',
      note: '',
      consent: false as unknown as true,
    },
    onSubmit: (application) => apply.mutateAsync(application),
    onSuccess: () => {
      toast({
        title: t('toast.received.title'),
        description: t('toast.received.description', { boost: formatRate(betaBoostPercent, locale) }),
        topic: 'partner-application',
      });
      form.reset();
      onClose();
    },
    serverFields: textFields,
    onFailure: () => failed('failed'),
    onInvalid: () => failed('validation'),
  });
  const required = t('form.required');
  // The long form scrolls inside the dialog: Submit stays in view, on a phone too, with the errors it brings up.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="apply-title" fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id="apply-title">{t('form.title')}</DialogTitle>
      <DialogContent>
        <Grid component="form" id="apply-form" noValidate onSubmit={form.onSubmit} container spacing={2} sx={{ pt: 1 }}>
          <Grid size={half}>
            <ApplicationSelect form={form} name="applicantType" options={applicantTypes} labels="applicantTypes" />
          </Grid>
          <Grid size={half}>
            <ApplicationSelect form={form} name="programType" options={programTypes} labels="programTypes" />
          </Grid>
          <Grid size={half}>
            <ApplicationText form={form} name="company" required fallback={required} />
          </Grid>
          <Grid size={half}>
            <ApplicationText form={form} name="contact" required fallback={required} />
          </Grid>
          <Grid size={half}>
            <ApplicationText form={form} name="email" required type="email" fallback={t('form.emailInvalid')} />
          </Grid>
          <Grid size={half}>
            <ApplicationText form={form} name="telegram" />
          </Grid>
          <Grid size={12}>
            <ApplicationChips
              form={form}
              name="regions"
              options={dealRegions}
              labelOf={(region) => t(`regions.${region}`)}
            />
          </Grid>
          <Grid size={12}>
            <ApplicationChips form={form} name="exchanges" options={exchanges} />
          </Grid>
          <Grid size={half}>
            <ApplicationVolume form={form} />
          </Grid>
          <Grid size={half}>
            <ApplicationText form={form} name="proof" />
          </Grid>
          <Grid size={12}>
            <ApplicationText form={form} name="note" multiline />
          </Grid>
          <Grid size={12}>
            <ApplicationConsent form={form} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="submit" form="apply-form" variant="contained" {...form.button()}>
          {t('form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
