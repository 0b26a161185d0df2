import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import ImportKeyDialog from './ImportKeyDialog';
import { downloadOwnerKey } from './ownerKey';
import { ShortHash } from './ShortHash';
import { useOwnerKey } from './useOwnerKey';
import { useOpenedOnce } from '@/lib/useOpenedOnce';

const actions = { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 } as const;

/**
 * The signed-in trader's owner key: made and registered on first use (here), downloadable, and
 * importable from another device; a key registered elsewhere asks for its import.
 */
export function OwnerKeyPanel() {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  const { scope, memory, failed, retry } = useOwnerKey(true);
  const [importing, setImporting] = useState(false);
  const importMounted = useOpenedOnce(importing);
  const { ownerKey, keyElsewhere } = memory;
  const importButton = (
    <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
      {t('proof.ownerKey.import')}
    </Button>
  );
  let body;
  if (ownerKey) {
    body = (
      <>
        <Typography variant="body2">
          {t(`proof.ownerKey.${ownerKey.origin}`, { fromSeq: formatInteger(ownerKey.fromSeq, locale) })}
        </Typography>
        <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {t('proof.ownerKey.fingerprint')} <ShortHash value={ownerKey.fingerprint} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('proof.ownerKey.private')}
        </Typography>
        <Box sx={actions}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => downloadOwnerKey(scope, ownerKey)}
          >
            {t('proof.ownerKey.download')}
          </Button>
          {importButton}
        </Box>
      </>
    );
  } else if (keyElsewhere) {
    body = (
      <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
        {t('proof.ownerKey.elsewhere')}
        {keyElsewhere.fingerprint && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {t('proof.ownerKey.fingerprint')} <ShortHash value={keyElsewhere.fingerprint} />
          </Box>
        )}
        <Box sx={actions}>{importButton}</Box>
      </Alert>
    );
  } else if (failed) {
    body = (
      <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 1 }}>
        <AlertTitle>{t('proof.ownerKey.failed')}</AlertTitle>
        <Button color="inherit" variant="outlined" size="small" onClick={retry}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('proof.ownerKey.making')}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-labelledby="owner-key-title">
      <Typography id="owner-key-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('proof.ownerKey.title')}
      </Typography>
      {body}
      {importMounted && <ImportKeyDialog open={importing} onClose={() => setImporting(false)} />}
    </Box>
  );
}
