import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { paths } from '@/app/paths';
import { ErrorState } from '@/components/ErrorState';
import { formatDate, formatDateTime, formatUsdt } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { useDataset } from '@/lib/backend';
import { prefersReducedMotion } from '@/lib/motion';
import type { Verification } from './checks';
import { useVerification, type VerificationState } from './useVerification';
import { VerifyDownloads } from './VerifyDownloads';
import { VerifySteps } from './VerifySteps';

/** How long each step waits for the one before it to show: the walk, one step after the other. */
const stepMs = 110;

/** How many steps show so far: one more every `stepMs`, all at once for a reader who asked for less motion. */
function useWalk(verification: Verification | undefined): number {
  const total = verification?.result.steps.length ?? 0;
  const [reduced] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(0);
  const walking = verification !== undefined && !reduced && shown < total;
  useEffect(() => {
    if (!walking) return;
    const timer = window.setInterval(() => setShown((count) => count + 1), stepMs);
    return () => window.clearInterval(timer);
  }, [walking]);
  if (!verification) return 0;
  return reduced ? total : Math.min(total, shown);
}

/** The outcome, once every step has shown: green, or the step that failed. */
function Outcome({ verification }: { verification: Verification }) {
  const { t } = useTranslation('trustboard');
  const { result } = verification;
  if (result.ok)
    return (
      <Alert severity="success" variant="outlined" role="status">
        <AlertTitle>{t('verify.passed')}</AlertTitle>
        {t('verify.passedText')}
      </Alert>
    );
  const number = result.steps.findIndex((step) => step.id === result.failedStep) + 1;
  return (
    <Alert severity="error" variant="outlined" role="alert">
      <AlertTitle>
        {t('verify.failed', { number, step: t(`verify.steps.${result.failedStep ?? 'format'}.title`) })}
      </AlertTitle>
    </Alert>
  );
}

function Body({ state, record }: { state: VerificationState; record: Reconciliation }) {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  const dataset = useDataset();
  const verification = state.status === 'done' ? state.verification : undefined;
  const shown = useWalk(verification);
  const walked = verification !== undefined && shown >= verification.result.steps.length;
  if (state.status === 'error') return <ErrorState title={t('verify.error')} onRetry={state.retry} />;
  if (state.status === 'not-checkpointed')
    return (
      <Alert severity="info" variant="outlined" role="status">
        {state.closes
          ? t('verify.notCheckpointed', { date: formatDate(state.closes, locale) })
          : t('verify.notCheckpointedSoon')}
        {dataset === 'testnet' && (
          <Box sx={{ mt: 1 }}>
            {t('verify.testnetHint')}{' '}
            <Link component={RouterLink} to={paths.testnet()}>
              {t('verify.testnetLink')}
            </Link>
          </Box>
        )}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* One live region: it says that the proof loads, then the outcome once the walk has shown every step. */}
      <div aria-live="polite">
        {walked ? (
          <Outcome verification={verification} />
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{t('verify.loading')}</Typography>
          </Box>
        )}
      </div>
      {/* The steps' place while the proof loads. (It also keeps react-query's modules in one chunk with
          MUI's Skeleton, as before this lazy chunk existed: the first load is not split any further.) */}
      {state.status === 'loading' && <Skeleton variant="rounded" height={240} />}
      {state.status === 'done' && (
        <>
          <VerifySteps verification={state.verification} shown={shown} seenWeek={state.seenWeek} />
          {walked && (
            <>
              <Divider />
              <VerifyDownloads
                record={record}
                bundle={state.bundle}
                period={state.period}
                proofKey={state.key}
                ownerKey={state.ownerKey}
                scope={state.scope}
              />
            </>
          )}
        </>
      )}
    </Box>
  );
}

/** One record's verification, from its first fetch (a fresh one for each record opened). */
function RecordVerification({ record }: { record: Reconciliation }) {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  const state = useVerification(record);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('verify.record', {
          source: t(`sources.${record.sourceLabel}`),
          amount: formatUsdt(record.amount, locale),
          date: formatDateTime(record.timestamp, locale),
        })}
      </Typography>
      <Body state={state} record={record} />
    </>
  );
}

/**
 * Verify on a record row: the hashing code loads when it opens (ledger.ts), then the steps of
 * verifyBundle show one by one with their values, ending green or naming the step that failed;
 * the proof, the checkpoint and the owner key to download, with the command lines that check them.
 */
export default function VerifyDialog({ record, onClose }: { record: Reconciliation | null; onClose: () => void }) {
  const { t } = useTranslation('trustboard');
  // The record stays while the dialog closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(record);
  if (record && record !== shown) setShown(record);
  return (
    <Dialog
      open={Boolean(record)}
      onClose={onClose}
      aria-labelledby="verify-title"
      fullWidth
      maxWidth="md"
      scroll="paper"
      // A phone gets the whole screen but a margin: the steps need the room.
      sx={{
        '& .MuiDialog-paper': {
          m: { xs: 1, sm: 4 },
          width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
          maxHeight: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
        },
      }}
    >
      <DialogTitle id="verify-title">{t('verify.title')}</DialogTitle>
      <DialogContent dividers>{shown && <RecordVerification key={shown.id} record={shown} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('verify.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
