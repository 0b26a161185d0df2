import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usesMocks } from '@/lib/config';
import { toast } from '@/lib/toast';
import { busyButton } from '@/lib/useSingleFlight';

// Live mode's form (and the contract's schema it checks with) loads only when a live reader is asked to sign in.
const SignInForm = lazy(() => import('./SignInForm'));

/**
 * The one sign-in prompt (spec: "sign-in prompt with a sign-in button", in the reader's language).
 * It shows while a request was refused with a 401 (src/api/http.ts). Signing in keeps the reader
 * where they are: nothing navigates, and what failed loads again.
 */
export function SignInPrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reloadWhatFailed = () =>
    queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
  const signInAndReload = async () => {
    setBusy(true);
    try {
      // Loaded on demand: the sign-in code (and the contract it parses with) stays out of the entry.
      const { canSignIn, signIn } = await import('@/api/signIn');
      if (!canSignIn()) {
        toast({ severity: 'info', title: t('signIn.unavailable') });
        return;
      }
      await signIn();
      await reloadWhatFailed();
    } catch {
      toast({ severity: 'error', title: t('signIn.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      component="section"
      aria-labelledby="sign-in-prompt-title"
      elevation={6}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        left: 16,
        right: 16,
        bottom: 16,
        mx: 'auto',
        maxWidth: 640,
        p: 2.5,
      }}
    >
      <Stack
        direction={usesMocks ? { xs: 'column', sm: 'row' } : 'column'}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography id="sign-in-prompt-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('signIn.title')}
          </Typography>
          <Typography color="text.secondary">{t('signIn.description')}</Typography>
        </div>
        {/* The demo signs its own account in; a live reader gives their email and one-time code. */}
        {usesMocks ? (
          <Button
            variant="contained"
            onClick={() => void signInAndReload()}
            {...busyButton(busy)}
            sx={{ flexShrink: 0 }}
          >
            {t('signIn.action')}
          </Button>
        ) : (
          <Suspense fallback={null}>
            <SignInForm onSignedIn={reloadWhatFailed} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
