import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateWalletSchema, walletNetworks, type Wallet } from '@octoss/contract/payouts';
import { errorCodes } from '@octoss/contract/errors';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useContractForm } from '@/components/form/useContractForm';
import { QueryPart } from '@/components/QueryPart';
import { SelectField } from '@/components/form/SelectField';
import { toast } from '@/lib/toast';
import { useUpdateWallet, walletQuery } from './api';
import { walletFormSchema } from './walletFormSchema';

/** Network and address, starting from the saved wallet; the address is checked with the same rule the server applies. */
function WalletForm({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation('payouts');
  const update = useUpdateWallet();
  const form = useContractForm(walletFormSchema, {
    mode: 'onChange',
    defaultValues: { network: wallet.network, address: wallet.address ?? '' },
    onSubmit: (next) => update.mutateAsync(next),
    onSuccess: () => toast({ title: t('wallet.saved'), topic: 'wallet' }),
    // A refused address is said at the address (the typed value stays); other failures in a toast.
    serverFields: ['network', 'address'],
    onFailure: () => toast({ title: t('wallet.failed'), severity: 'error', topic: 'wallet' }),
  });
  const { register, control, trigger, getValues, formState } = form;
  const address = useWatch({ control, name: 'address' });
  const addressError = fieldErrorText(
    formState.errors.address,
    {
      fallback: t('wallet.problems.required'),
      [errorCodes.invalidAddressFormat]: t('wallet.problems.format'),
      [errorCodes.invalidAddressChecksum]: t('wallet.problems.checksum'),
      [errorCodes.invalidAddressBurn]: t('wallet.problems.burn'),
    },
    { schema: updateWalletSchema.shape.address, value: address },
  );
  return (
    <Stack component="form" noValidate onSubmit={form.onSubmit} spacing={2}>
      <Controller
        name="network"
        control={control}
        render={({ field }) => (
          <SelectField
            {...field}
            label={t('wallet.network')}
            onChange={(event) => {
              field.onChange(event.target.value);
              // The address rule depends on the network: check a typed address again.
              if (getValues('address')) void trigger('address');
            }}
            options={walletNetworks.map((option) => ({ value: option, label: option }))}
          />
        )}
      />
      <TextField
        {...muiField(register('address'))}
        label={t('wallet.address')}
        error={Boolean(addressError)}
        helperText={addressError ?? ' '}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <Button
        type="submit"
        variant="contained"
        {...form.button()}
        disabled={Boolean(formState.errors.address)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('wallet.save')}
      </Button>
    </Stack>
  );
}

/** The payout wallet, editable once the current one is known. */
export function WalletCard() {
  const { t } = useTranslation('payouts');
  const wallet = useDeferredQuery(walletQuery);
  return (
    <Card component="section" aria-labelledby="wallet-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="wallet-title" variant="h6" component="h2">
          {t('wallet.title')}
        </Typography>
        <QueryPart
          query={wallet}
          errorTitle={t('wallet.error')}
          skeleton={<Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />}
        >
          {(loaded) => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {loaded.address ? t('wallet.current') : t('wallet.none')}
              </Typography>
              <WalletForm wallet={loaded} />
            </>
          )}
        </QueryPart>
      </CardContent>
    </Card>
  );
}
