import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useMocksUnavailable } from '@/lib/mockStatus';

type Props = { title: string; description?: string; onRetry?: () => void };

/** A failed load: what failed, and a retry that refetches; without the demo backend, also why. */
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
      {description}
      {mocksUnavailable && <div>{t('mocks.unavailableDescription')}</div>}
    </Alert>
  );
}
