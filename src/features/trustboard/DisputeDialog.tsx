import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sessionQuery, tiersQuery } from '@/api/sharedQueries';
import { createDisputeSchema, type Reconciliation } from '@octoss/contract/reconciliations';
import { errorCodes } from '@octoss/contract/errors';
import { isApiError } from '@/api/errors';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useContractForm } from '@/components/form/useContractForm';
import { toast } from '@/lib/toast';
import { useCreateDispute } from './api';

/** Report Issue on a DISCREPANCY row: a reason, answered within the tier's dispute SLA. */
export default function DisputeDialog({ record, onClose }: { record: Reconciliation | null; onClose: () => void }) {
  const { t } = useTranslation('trustboard');
  const { data: me } = useQuery(sessionQuery);
  const { data: tiers } = useQuery(tiersQuery);
  const dispute = useCreateDispute();
  const close = () => {
    form.reset();
    onClose();
  };
  const form = useContractForm(createDisputeSchema, {
    defaultValues: { reason: '' },
    onSubmit: ({ reason }) => (record ? dispute.mutateAsync({ id: record.id, reason }) : Promise.resolve(undefined)),
    onSuccess: (sent) => {
      if (!sent) return;
      toast({
        title: t('dispute.sent.title'),
        description: t('dispute.sent.description', { hours: sent.slaHours }),
        topic: 'dispute',
      });
      close();
    },
    serverFields: ['reason'],
    onFailure: (failure) => {
      // The record already carries a report (an earlier attempt got through): that is the outcome wanted, not a failure.
      if (isApiError(failure) && failure.code === errorCodes.alreadyDisputed) {
        toast({
          title: t('dispute.sent.title'),
          description: t('dispute.alreadySent'),
          severity: 'info',
          topic: 'dispute',
        });
        close();
      } else toast({ title: t('dispute.failed'), severity: 'error', topic: 'dispute' });
    },
  });
  const { register, control, formState } = form;
  const reason = useWatch({ control, name: 'reason' });
  // The SLA of the trader's tier as the server's tier table states it (the server's answer to the report says the same).
  const slaHours = me && tiers?.find((row) => row.tier === me.tier)?.disputeSLA;
  // Too long is said as soon as it is true (a paste), not only on sending.
  const reasonError = fieldErrorText(
    formState.errors.reason,
    { fallback: t('dispute.reasonError') },
    { schema: createDisputeSchema.shape.reason, value: reason },
  );
  return (
    <Dialog open={Boolean(record)} onClose={close} aria-labelledby="dispute-title" fullWidth maxWidth="sm">
      <DialogTitle id="dispute-title">{t('dispute.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {slaHours === undefined ? t('dispute.slaUnknown') : t('dispute.sla', { hours: slaHours })}
        </DialogContentText>
        <form id="dispute-form" noValidate onSubmit={form.onSubmit}>
          <TextField
            {...muiField(register('reason'))}
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t('dispute.reason')}
            error={Boolean(reasonError)}
            helperText={reasonError ?? t('dispute.reasonHelp')}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dispute.cancel')}</Button>
        <Button type="submit" form="dispute-form" variant="contained" {...form.button()}>
          {t('dispute.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
