import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQuery, tiersQuery } from '@/api/sharedQueries';
import { createDisputeSchema, type Reconciliation } from '@/api/contract/reconciliations';
import { errorCodes, isApiError } from '@/api/errors';
import { lengthError } from '@/lib/lengthError';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { useCreateDispute } from './api';

/** Report Issue on a DISCREPANCY row: a reason, answered within the tier's dispute SLA. */
export default function DisputeDialog({ record, onClose }: { record: Reconciliation | null; onClose: () => void }) {
  const { t } = useTranslation('trustboard');
  const { data: me } = useQuery(sessionQuery);
  const { data: tiers } = useQuery(tiersQuery);
  const dispute = useCreateDispute();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const sending = useSingleFlight();
  const reasonSchema = createDisputeSchema.shape.reason;
  // The SLA of the trader's tier as the server's tier table states it (the server's answer to the report says the same).
  const slaHours = me && tiers?.find((row) => row.tier === me.tier)?.disputeSLA;
  const close = () => {
    setReason('');
    setError(false);
    onClose();
  };
  const submit = () => {
    if (!record) return;
    if (!createDisputeSchema.safeParse({ reason }).success) return setError(true);
    sending.run(() =>
      dispute.mutateAsync({ id: record.id, reason }).then(
        (sent) => {
          toast({ title: t('dispute.sent.title'), description: t('dispute.sent.description', { hours: sent.slaHours }), topic: 'dispute' });
          close();
        },
        (failure: unknown) => {
          // The record already carries a report (an earlier attempt got through): that is the outcome wanted, not a failure.
          if (isApiError(failure) && failure.code === errorCodes.alreadyDisputed) {
            toast({ title: t('dispute.sent.title'), description: t('dispute.alreadySent'), severity: 'info', topic: 'dispute' });
            close();
          } else toast({ title: t('dispute.failed'), severity: 'error', topic: 'dispute' });
        },
      ),
    );
  };
  // Too long is said as soon as it is true (a paste), not only on sending.
  const tooLong = lengthError(reasonSchema, reason);
  return (
    <Dialog open={Boolean(record)} onClose={close} aria-labelledby="dispute-title" fullWidth maxWidth="sm">
      <DialogTitle id="dispute-title">{t('dispute.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{slaHours === undefined ? t('dispute.slaUnknown') : t('dispute.sla', { hours: slaHours })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={t('dispute.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error || Boolean(tooLong)}
          helperText={tooLong ?? (error ? t('dispute.reasonError') : t('dispute.reasonHelp'))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dispute.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={sending.pending}>{t('dispute.submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}
