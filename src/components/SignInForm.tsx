import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { signInSchema } from '@octoss/contract/session';
import { isApiError } from '@/api/errors';
import { signInWith } from '@/api/signIn';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useContractForm } from '@/components/form/useContractForm';
import { toast } from '@/lib/toast';

type Props = { onSignedIn: () => Promise<void> };

/**
 * Live mode's sign-in: the email and the one-time code the contract's sign-in route takes
 * (`POST /api/auth/sessions`), checked by the contract's own schema before it is sent. Loaded
 * only when a live reader is asked to sign in, so neither the form nor the schema is in the entry.
 */
export default function SignInForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(signInSchema, {
    defaultValues: { email: '', code: '' },
    onSubmit: async (credentials) => {
      await signInWith(credentials);
      await onSignedIn();
    },
    onFailure: (error, { setError }) => {
      if (isApiError(error) && error.status === 401) setError('code', { type: 'refused' });
      else toast({ severity: 'error', title: t('signIn.failed') });
    },
  });
  const { register, formState } = form;
  // The server's refusal (an unknown email or a wrong code) reads differently from a code that is not six digits.
  const codeError = fieldErrorText(formState.errors.code, {
    fallback: t('signIn.codeInvalid'),
    refused: t('signIn.wrongCode'),
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={form.onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        {...muiField(register('email'))}
        type="email"
        autoComplete="email"
        required
        size="small"
        label={t('signIn.email')}
        error={Boolean(formState.errors.email)}
        helperText={fieldErrorText(formState.errors.email, { fallback: t('signIn.emailInvalid') })}
      />
      <TextField
        {...muiField(register('code'))}
        autoComplete="one-time-code"
        required
        size="small"
        label={t('signIn.code')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        error={Boolean(formState.errors.code)}
        helperText={codeError ?? t('signIn.codeHelp')}
      />
      <Button type="submit" variant="contained" {...form.button()} sx={{ flexShrink: 0, mt: { sm: 0.25 } }}>
        {t('signIn.action')}
      </Button>
    </Stack>
  );
}
