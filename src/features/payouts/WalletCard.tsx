import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { walletNetworks, type WalletNetwork } from '@/api/contract/payouts';
import { QueryPart } from '@/components/QueryPart';
import { addressProblem } from '@/domain/wallet';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { useUpdateWallet, walletQuery } from './api';

/** The payout wallet, editable once the current one is known; the address is checked with the same rule the server applies. */
export function WalletCard() {
  const { t } = useTranslation('payouts');
  const wallet = useQuery(walletQuery);
  const data = wallet.data;
  const update = useUpdateWallet();
  const sending = useSingleFlight();
  const [network, setNetwork] = useState<WalletNetwork | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const currentNetwork = network ?? data?.network ?? 'ERC-20';
  const currentAddress = address ?? data?.address ?? '';
  const problem = currentAddress.trim() ? addressProblem(currentNetwork, currentAddress) : null;
  const save = () => {
    if (!currentAddress.trim() || problem) return;
    const wallet = { network: currentNetwork, address: currentAddress.trim() };
    sending.run(() =>
      update.mutateAsync(wallet).then(
        () => toast({ title: t('wallet.saved'), topic: 'wallet' }),
        () => toast({ title: t('wallet.failed'), severity: 'error', topic: 'wallet' }),
      ),
    );
  };
  return (
    <Card component="section" aria-labelledby="wallet-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="wallet-title" variant="h6" component="h2">{t('wallet.title')}</Typography>
        <QueryPart query={wallet} errorTitle={t('wallet.error')} skeleton={<Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />}>
          {(loaded) => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{loaded.address ? t('wallet.current') : t('wallet.none')}</Typography>
              <Stack spacing={2}>
                <TextField select label={t('wallet.network')} value={currentNetwork} onChange={(event) => setNetwork(event.target.value as WalletNetwork)}>
                  {walletNetworks.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
                </TextField>
                <TextField
                  label={t('wallet.address')}
                  value={currentAddress}
                  onChange={(event) => setAddress(event.target.value)}
                  error={Boolean(problem)}
                  helperText={problem ? t(`wallet.problems.${problem}`) : ' '}
                  slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                />
                <Button variant="contained" onClick={save} disabled={!currentAddress.trim() || Boolean(problem) || sending.pending} sx={{ alignSelf: 'flex-start' }}>{t('wallet.save')}</Button>
              </Stack>
            </>
          )}
        </QueryPart>
      </CardContent>
    </Card>
  );
}
