import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useBackendUnavailable } from '@/lib/backend';

type Props = {
  /** What failed, in a few words ("Failed to load payouts"). */
  title: string;
  /** One sentence more: what the reader can do. */
  description?: string;
  /** Refetches the failed part; without it no Try again is shown. */
  onRetry?: () => void;
};

/**
 * The one presentation of a failed load, the same on every page and in every part of a page: what
 * failed (the title), what to do (the description, by default "try again; if it keeps failing, check your connection"), and a
 * "Try again" that refetches; without the demo backend, also why. It takes the failed part's place,
 * so it never sits on top of controls that cannot work without the data. The button goes under the
 * text rather than beside it, so a long title in any language keeps the full width on a phone.
 */
export function ErrorState({ title, description, onRetry }: Props) {
  const { t } = useTranslation('common');
  const backendUnavailable = useBackendUnavailable();
  return (
    <Alert severity="error" variant="outlined" role="alert">
      <AlertTitle>{title}</AlertTitle>
      {description ?? t('errors.retryHint')}
      {backendUnavailable && <div>{t('mocks.unavailableDescription')}</div>}
      {onRetry && (
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
