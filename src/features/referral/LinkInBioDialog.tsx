import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { QueryPart } from '@/components/QueryPart';
import { config } from '@/lib/config';
import { profileQuery } from './api';
import { ProfileCard } from './ProfileCard';

type Props = { open: boolean; code: string; libUrl: string; onClose: () => void };

/** The Link-in-Bio overlay of the Partner Hub: the public profile as friends see it, with its link to copy or open. */
export function LinkInBioDialog({ open, code, libUrl, onClose }: Props) {
  const { t } = useTranslation('referral');
  const profile = useQuery({ ...profileQuery(code), enabled: open });
  const publicUrl = `${config.siteUrl}${libUrl}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lib-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="lib-dialog-title">{t('libDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {t('libDialog.text')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1.5 }}>
          <Typography
            variant="body2"
            sx={{
              fontFamily: 'monospace',
              bgcolor: 'action.hover',
              px: 1,
              py: 0.5,
              borderRadius: 1,
              overflowWrap: 'anywhere',
            }}
          >
            {publicUrl}
          </Typography>
          <CopyButton value={publicUrl} label={t('libDialog.copy')} />
        </Stack>
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <QueryPart query={profile} errorTitle={t('lib.error')} skeleton={<Skeleton variant="rounded" height={320} />}>
            {(data) => <ProfileCard profile={data} headingLevel="h3" />}
          </QueryPart>
        </Paper>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={libUrl}>
          {t('libDialog.open')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
