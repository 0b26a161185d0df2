import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { QrCode } from '@/components/QrCode';
import { TabRow } from '@/components/TabRow';
import { qrFiles } from './qrFiles';
import { copyText, shareOrCopy } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { useRuleValues } from '@/i18n/useRuleValues';

type Props = {
  open: boolean;
  code: string;
  link: string;
  libUrl: string;
  onClose: () => void;
  onDmScripts: () => void;
  onUtm: () => void;
};

export function ShareDialog({ open, code, link, libUrl, onClose, onDmScripts, onUtm }: Props) {
  const { t } = useTranslation('referral');
  const rules = useRuleValues();
  const [tab, setTab] = useState<'quick' | 'code' | 'qr'>('quick');
  const share = async () => {
    const result = await shareOrCopy({ title: 'OCTOSS', text: t('share.text', rules), url: link });
    if (result === 'copied') toast({ title: t('common:copy.copied') });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="xs">
      <DialogTitle id="share-title">{t('share.title')}</DialogTitle>
      <TabRow
        label={t('share.title')}
        value={tab}
        onChange={setTab}
        tabs={(['quick', 'code', 'qr'] as const).map((name) => ({ value: name, label: t(`share.${name}`) }))}
        fullWidth
      />
      <DialogContent sx={{ minHeight: 240 }}>
        {tab === 'quick' && (
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Button
              variant="contained"
              onClick={() => void copyText(link).then((ok) => ok && toast({ title: t('common:copy.copied') }))}
            >
              {t('share.copyLink')}
            </Button>
            <Button variant="outlined" onClick={() => void share()}>
              {t('share.native')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={libUrl} target="_blank" rel="noopener noreferrer">
              {t('share.lib')}
            </Button>
            <Button variant="outlined" onClick={onDmScripts}>
              {t('share.dm')}
            </Button>
            <Button variant="outlined" onClick={onUtm}>
              {t('share.utm')}
            </Button>
          </Stack>
        )}
        {tab === 'code' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', pt: 4 }}>
            <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace' }}>
              {code}
            </Typography>
            <CopyButton value={code} label={t('code.copy')} size="medium" />
          </Stack>
        )}
        {tab === 'qr' && (
          <Stack sx={{ alignItems: 'center', pt: 2 }} spacing={1}>
            <QrCode value={link} size={150} label={t('code.qrLabel')} save={qrFiles(code, t)} />
            <Typography variant="body2" color="text.secondary">
              {t('code.qrHint')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
