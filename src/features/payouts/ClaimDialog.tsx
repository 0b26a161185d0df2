import { useMemo, useState } from 'react';
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
import type { Balance, Wallet } from '@octoss/contract/payouts';
import { errorCodes } from '@octoss/contract/errors';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { useContractForm } from '@/components/form/useContractForm';
import { formatAmount, formatAmountInput, formatUsd, parseAmountInput } from '@/domain/format';
import { twoDecimalsMessage } from '@octoss/contract/money';
import { errorCodeText } from '@/components/errorText';
import { toast } from '@/lib/toast';
import { useLocale } from '@/i18n/useLocale';
import { usesMocks } from '@/lib/config';
import { useClaim } from './api';
import { claimFormSchema } from './claimFormSchema';

type Props = { open: boolean; balance: Balance; wallet: Wallet; onClose: () => void };

/** Amount, network, gas, time and the sandbox warning; Confirm Claim sends one claim per key. */
export function ClaimDialog({ open, balance, wallet, onClose }: Props) {
  const { t } = useTranslation(['payouts', 'common']);
  const locale = useLocale();
  const claim = useClaim();
  // One key per opening of the dialog and amount: repeated clicks on Confirm (or a confirm after a
  // network error) replay instead of paying twice; another amount is another request.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // Checked as it is typed, against the balance the server answered (its minimum, what is claimable now).
  const schema = useMemo(() => claimFormSchema(balance), [balance]);
  const form = useContractForm(schema, {
    mode: 'onChange',
    defaultValues: { amount: balance.claimable },
    onSubmit: ({ amount }) => claim.mutateAsync({ amount, idempotencyKey }),
    onSuccess: ({ payout }) => {
      toast({
        title: t('claim.success'),
        description: t('claim.successDescription', {
          amount: formatAmount(payout.amount, locale),
          tx: payout.txHash ?? t('history.statuses.PROCESSING'),
        }),
        topic: 'claim',
      });
      close();
    },
    // A refused amount is said at the amount (the typed value stays); other failures in a toast.
    serverFields: ['amount'],
    onFailure: (error) =>
      toast({
        title: t('claim.failed'),
        description: errorCodeText(error, 'payouts:claim.problems', { minimum }),
        severity: 'error',
        topic: 'claim',
      }),
  });
  const { register, formState } = form;
  // The amount as typed, in the reader's decimal mark ("376,61" in vi and id, as the text beside it):
  // a number input would show the browser's "376.61" whatever the page's language.
  const [amountText, setAmountText] = useState(() => formatAmountInput(balance.claimable, locale));
  // The field shows text in the reader's decimal mark and sets the form's number itself (below):
  // react-hook-form's own handlers would put the text (or nothing) in the form on blur, and a
  // prefilled amount would fail the schema as soon as Confirm Claim took the focus.
  const amountField = register('amount');
  const minimum = formatUsd(balance.minimumClaim, locale);
  const problemText = (code: string) => t(`claim.problems.${code}`, { minimum });
  const amountError = fieldErrorText(formState.errors.amount, {
    // Empty or not a number: the smallest amount that can be claimed is the useful hint.
    fallback: problemText(errorCodes.belowMinimum),
    [twoDecimalsMessage]: t('common:field.twoDecimals'),
    ...Object.fromEntries(
      [errorCodes.belowMinimum, errorCodes.aboveClaimable, errorCodes.nothingToClaim].map((code) => [
        code,
        problemText(code),
      ]),
    ),
  });

  const close = () => {
    form.reset();
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="claim-title" fullWidth maxWidth="xs">
      <DialogTitle id="claim-title">{t('claim.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="claim-form" noValidate onSubmit={form.onSubmit} spacing={2} sx={{ pt: 1 }}>
          <TextField
            name={amountField.name}
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              form.setValue('amount', parseAmountInput(event.target.value, locale), {
                shouldValidate: true,
                shouldDirty: true,
              });
              setIdempotencyKey(crypto.randomUUID());
            }}
            autoFocus
            label={t('claim.amount')}
            error={Boolean(amountError)}
            helperText={amountError ?? t('claim.available', { amount: formatAmount(balance.claimable, locale) })}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">USDT</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {[
              [t('claim.network'), balance.network === wallet.network ? balance.networkLabel : wallet.network],
              [t('claim.destination'), `${wallet.address?.slice(0, 8)}…${wallet.address?.slice(-6)}`],
              [t('claim.gas'), t('claim.gasValue', { amount: formatUsd(balance.gasEstimate, locale) })],
              [t('claim.time'), balance.processingTime],
            ].map(([label, text]) => (
              <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {text}
                </Typography>
              </Stack>
            ))}
          </Stack>
          {usesMocks && <Alert severity="warning">{t('claim.sandbox')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('claim.cancel')}</Button>
        <Button
          type="submit"
          form="claim-form"
          variant="contained"
          {...form.button()}
          disabled={Boolean(formState.errors.amount)}
        >
          {t('claim.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
