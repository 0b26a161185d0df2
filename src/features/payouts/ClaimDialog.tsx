import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Balance, Wallet } from '@/api/contract/payouts';
import { formatAmount, formatUsd } from '@/domain/format';
import { claimProblem } from '@/domain/payouts';
import { errorCodeText } from '@/i18n/errorText';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { useLocale } from '@/lib/useLocale';
import { usesMocks } from '@/lib/config';
import { useClaim } from './api';

type Props = { open: boolean; balance: Balance; wallet: Wallet; onClose: () => void };

/** Amount, network, gas, time and the sandbox warning; Confirm Claim sends one claim per key. */
export function ClaimDialog({ open, balance, wallet, onClose }: Props) {
  const { t } = useTranslation('payouts');
  const locale = useLocale();
  const claim = useClaim();
  const [amount, setAmount] = useState(String(balance.claimable));
  // One key per opening of the dialog and amount: repeated clicks on Confirm (or a confirm after a
  // network error) replay instead of paying twice; another amount is another request.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const changeAmount = (next: string) => {
    setAmount(next);
    setIdempotencyKey(crypto.randomUUID());
  };
  const sending = useSingleFlight();
  const value = Number(amount);
  const problem = Number.isFinite(value) && amount.trim() !== '' ? claimProblem(value, balance) : 'below_minimum';

  const close = () => {
    setAmount(String(balance.claimable));
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  };
  const confirm = () => {
    if (problem) return;
    sending.run(() =>
      claim.mutateAsync({ amount: value, idempotencyKey }).then(
        ({ payout }) => {
          toast({ title: t('claim.success'), description: t('claim.successDescription', { amount: formatAmount(payout.amount, locale), tx: payout.txHash ?? t('history.statuses.PROCESSING') }), topic: 'claim' });
          close();
        },
        (error: unknown) => toast({ title: t('claim.failed'), description: errorCodeText(error, 'payouts:claim.problems', { minimum: formatUsd(balance.minimumClaim, locale) }), severity: 'error', topic: 'claim' }),
      ),
    );
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="claim-title" fullWidth maxWidth="xs">
      <DialogTitle id="claim-title">{t('claim.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t('claim.amount')}
            value={amount}
            onChange={(event) => changeAmount(event.target.value)}
            type="number"
            error={Boolean(problem)}
            helperText={problem ? t(`claim.problems.${problem}`, { minimum: formatUsd(balance.minimumClaim, locale) }) : t('claim.available', { amount: formatAmount(balance.claimable, locale) })}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">USDT</InputAdornment> }, htmlInput: { min: balance.minimumClaim, max: balance.claimable, step: 0.01 } }}
          />
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {[
              [t('claim.network'), balance.network === wallet.network ? balance.networkLabel : wallet.network],
              [t('claim.destination'), `${wallet.address?.slice(0, 8)}…${wallet.address?.slice(-6)}`],
              [t('claim.gas'), t('claim.gasValue', { amount: formatUsd(balance.gasEstimate, locale) })],
              [t('claim.time'), balance.processingTime],
            ].map(([label, text]) => (
              <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography component="dt" color="text.secondary">{label}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{text}</Typography>
              </Stack>
            ))}
          </Stack>
          {usesMocks && <Alert severity="warning">{t('claim.sandbox')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('claim.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={Boolean(problem) || sending.pending}>{t('claim.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
