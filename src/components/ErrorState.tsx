import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useMocksUnavailable } from '@/lib/mockStatus';

type Props = { title: string; description?: string; onRetry?: () => void };

/**
 * The one presentation of a failed load, the same on every page and in every part of a page: what
 * failed (the title), what to do (the description, by default "check your connection"), and a
 * "Try again" that refetches; without the demo backend, also why. It takes the failed part's place,
 * so it never sits on top of controls that cannot work without the data.
 */
export function ErrorState({ title, description, onRetry }: Props) {
  const { t } = useTranslation('common');
  const mocksUnavailable = useMocksUnavailable();
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="alert"
      action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{t('actions.retry')}</Button>}
    >
      <AlertTitle>{title}</AlertTitle>
      {description ?? t('errors.retryHint')}
      {mocksUnavailable && <div>{t('mocks.unavailableDescription')}</div>}
    </Alert>
  );
}
