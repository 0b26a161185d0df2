import { useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { registerOwnerKeySchema } from '@octoss/contract/proof';
import { fieldErrorText } from '@/components/form/fieldErrorText';
import { muiField } from '@/components/form/muiField';
import { useContractForm } from '@/components/form/useContractForm';
import { toast } from '@/lib/toast';
import { importOwnerKey, keyInFile, OwnerKeyMismatch } from './ownerKey';
import { useOwnerKey } from './useOwnerKey';

type Props = { open: boolean; onClose: () => void };

/**
 * Imports the owner key into this browser, from the file downloaded on another device or pasted:
 * checked with the contract's schema (64 hex digits), then against the server's fingerprint of the
 * registered key (or registered, when the server holds none yet).
 */
export default function ImportKeyDialog({ open, onClose }: Props) {
  const { t } = useTranslation('trustboard');
  const { scope, readStatus, register } = useOwnerKey(false);
  const [fileName, setFileName] = useState<string>();
  /** The fingerprint of the key the server holds, when the one given is another. */
  const [expected, setExpected] = useState<string | null>(null);
  const form = useContractForm(registerOwnerKeySchema, {
    defaultValues: { ownerKey: '' },
    onSubmit: async ({ ownerKey }) => importOwnerKey(scope, ownerKey, await readStatus(), register),
    onSuccess: () => {
      toast({ title: t('proof.ownerKey.dialog.done'), topic: 'owner-key' });
      close();
    },
    serverFields: ['ownerKey'],
    onFailure: (failure, { setError }) => {
      if (failure instanceof OwnerKeyMismatch) {
        setExpected(failure.expected);
        setError('ownerKey', { type: 'mismatch', message: 'mismatch' });
      } else toast({ title: t('proof.ownerKey.dialog.failed'), severity: 'error', topic: 'owner-key' });
    },
  });
  const close = () => {
    form.reset();
    setFileName(undefined);
    onClose();
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.setValue('ownerKey', keyInFile(await file.text()), { shouldValidate: true });
    setFileName(file.name);
  };
  const error = fieldErrorText(form.formState.errors.ownerKey, {
    fallback: t('proof.ownerKey.dialog.invalid'),
    mismatch: t('proof.ownerKey.dialog.mismatch', { fingerprint: expected ?? '?' }),
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby="import-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-key-title">{t('proof.ownerKey.dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('proof.ownerKey.dialog.text')}</DialogContentText>
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} sx={{ mb: 1 }}>
          {t('proof.ownerKey.dialog.file')}
          <input type="file" accept=".json,.txt,application/json,text/plain" hidden onChange={readFile} />
        </Button>
        {fileName && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {t('proof.ownerKey.dialog.fileRead', { name: fileName })}
          </Typography>
        )}
        <form id="import-key-form" noValidate onSubmit={form.onSubmit}>
          <TextField
            {...muiField(form.register('ownerKey'))}
            fullWidth
            multiline
            minRows={2}
            label={t('proof.ownerKey.dialog.field')}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            sx={{ '& textarea': { fontFamily: 'monospace' } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('proof.ownerKey.dialog.cancel')}</Button>
        <Button type="submit" form="import-key-form" variant="contained" {...form.button()}>
          {t('proof.ownerKey.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
