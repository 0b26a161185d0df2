import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { exchangesQuery } from '@/api/sharedQueries';
import { createUidLinkSchema } from '@octoss/contract/uid-links';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { useContractForm } from '@/components/form/useContractForm';
import { QueryPart } from '@/components/QueryPart';
import { SelectField } from '@/components/form/SelectField';
import { toast } from '@/lib/toast';
import { useRuleValues } from '@/i18n/useRuleValues';
import { useLinkDemoAccount, useResetSandbox } from './api';
import { CloseWeekButton, SimulateFeesButton, sandboxFailed } from './SandboxWrites';
import { paths } from '@/app/paths';

/** Linking a demo account sends the link route's body: its exchange is checked with that schema; the UID is made up. */
const demoLinkSchema = createUidLinkSchema.pick({ exchangeId: true });

/** The testnet loop: link a demo account, simulate fees, claim, reset. */
export function SandboxPanel() {
  const { t } = useTranslation(['testnet', 'common']);
  const rules = useRuleValues();
  const exchangesResult = useQuery(exchangesQuery);
  const [confirmReset, setConfirmReset] = useState(false);
  const link = useLinkDemoAccount();
  const reset = useResetSandbox();
  const failed = sandboxFailed(t);
  const linking = useContractForm(demoLinkSchema, {
    defaultValues: { exchangeId: 'cex-a' },
    onSubmit: ({ exchangeId }) => link.mutateAsync(exchangeId),
    onSuccess: (created) => toast({ title: t('sandbox.linked', { uid: created.uid }), topic: 'sandbox' }),
    serverFields: ['exchangeId'],
    onFailure: failed,
  });
  const { control } = linking;
  // The sandbox's state is known once its exchanges are: until then (the loading state) its actions wait.
  const waiting = exchangesResult.isPending;
  return (
    <Card component="section" aria-labelledby="sandbox-title">
      <CardContent>
        <Typography id="sandbox-title" variant="h6" component="h2">
          {t('sandbox.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('sandbox.text', rules)} {t('sandbox.closeWeekText')}
        </Typography>
        <Stack spacing={2.5}>
          {/* Linking needs the exchanges: while they load or after they failed, that takes the row's place. */}
          <QueryPart
            query={exchangesResult}
            errorTitle={t('common:errors.exchanges')}
            skeleton={<Skeleton variant="rounded" height={56} />}
          >
            {(exchanges) => (
              <Stack
                component="form"
                noValidate
                onSubmit={linking.onSubmit}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Controller
                  name="exchangeId"
                  control={control}
                  render={({ field, fieldState }) => {
                    const error = fieldErrorText(fieldState.error, { fallback: t('sandbox.exchangeRequired') });
                    return (
                      <SelectField
                        {...field}
                        label={t('sandbox.exchange')}
                        error={Boolean(error)}
                        helperText={error}
                        options={exchanges.map((exchange) => ({ value: exchange.id, label: exchange.displayName }))}
                        sx={{ minWidth: 200 }}
                      />
                    );
                  }}
                />
                <Button type="submit" variant="contained" {...linking.button()}>
                  {t('sandbox.link')}
                </Button>
              </Stack>
            )}
          </QueryPart>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SimulateFeesButton disabled={waiting} />
            <CloseWeekButton disabled={waiting} />
            <Button component={RouterLink} to={paths.payouts()} variant="outlined" disabled={waiting}>
              {t('sandbox.claim')}
            </Button>
            <Button component={RouterLink} to={paths.trustboard()} variant="outlined" disabled={waiting}>
              {t('sandbox.trustboard')}
            </Button>
            <Button color="error" variant="outlined" disabled={waiting} onClick={() => setConfirmReset(true)}>
              {t('sandbox.reset')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <Dialog open={confirmReset} onClose={() => setConfirmReset(false)} aria-labelledby="reset-title">
        <DialogTitle id="reset-title">{t('sandbox.resetTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sandbox.resetText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReset(false)}>{t('sandbox.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            {...reset.button}
            onClick={() =>
              reset.send(undefined, {
                onSuccess: () => {
                  setConfirmReset(false);
                  toast({ title: t('sandbox.wasReset'), topic: 'sandbox' });
                },
                onError: failed,
              })
            }
          >
            {t('sandbox.resetConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
