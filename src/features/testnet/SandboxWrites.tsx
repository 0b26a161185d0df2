import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '@/components/errorText';
import { formatAmount, formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { toast } from '@/lib/toast';
import { useCloseWeek, useSimulateFees } from './api';

/** A sandbox write that failed, said the same way for each. */
export function sandboxFailed(t: (key: string) => string) {
  return (error: unknown) =>
    toast({
      title: t('sandbox.failed'),
      description: errorCodeText(error, 'testnet:sandbox.errors'),
      severity: 'error',
      topic: 'sandbox',
    });
}

/** Simulated trading fees: an accrual and a reconciliation record per approved link. */
export function SimulateFeesButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('testnet');
  const locale = useLocale();
  const simulate = useSimulateFees();
  return (
    <Button
      variant="contained"
      color="secondary"
      {...simulate.button}
      disabled={disabled}
      onClick={() =>
        simulate.send(undefined, {
          onSuccess: (result) =>
            toast({
              title: t('sandbox.simulated', {
                count: result.accrualsCreated,
                amount: formatAmount(result.claimableAdded, locale),
              }),
              topic: 'sandbox',
            }),
          onError: sandboxFailed(t),
        })
      }
    >
      {t('sandbox.simulate')}
    </Button>
  );
}

/** Closes the ledger's open week now: its signed checkpoint is published, and Verify can prove the week's records. */
export function CloseWeekButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('testnet');
  const locale = useLocale();
  const close = useCloseWeek();
  return (
    <Button
      variant="outlined"
      {...close.button}
      disabled={disabled}
      onClick={() =>
        close.send(undefined, {
          onSuccess: (period) =>
            toast({
              title: t('sandbox.weekClosed', { week: period.id, entries: formatInteger(period.treeSize, locale) }),
              topic: 'sandbox',
            }),
          onError: sandboxFailed(t),
        })
      }
    >
      {t('sandbox.closeWeek')}
    </Button>
  );
}
