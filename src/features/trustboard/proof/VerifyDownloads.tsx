import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { ProofBundleJson, ProofKey, ProofPeriod } from '@octoss/contract/proof';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { CopyButton } from '@/components/CopyButton';
import { downloadText } from '@/lib/download';
import { bundleFile, bundleFileName, commandLines } from './commandLine';
import { downloadCheckpoint } from './downloads';
import type { OwnerKey, Scope } from './memory';
import { downloadOwnerKey } from './ownerKey';

type Props = {
  record: Reconciliation;
  bundle: ProofBundleJson;
  period: ProofPeriod;
  proofKey: ProofKey;
  ownerKey?: OwnerKey;
  scope: Scope;
};

/** A command line, to read and copy. */
function Command({ name, text, copyLabel }: { name: string; text: string; copyLabel: string }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h4">
          {name}
        </Typography>
        <CopyButton value={text} label={copyLabel} />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: '0.75rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/** The files of a verified record (bundle, checkpoint, owner key) and the command lines that check them. */
export function VerifyDownloads({ record, bundle, period, proofKey, ownerKey, scope }: Props) {
  const { t } = useTranslation('trustboard');
  const commands = commandLines({
    bundle,
    root: period.root.hash,
    vkey: proofKey.vkey,
    ownerKey: ownerKey?.key,
    record,
  });
  return (
    <Box component="section" aria-labelledby="verify-downloads-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="verify-downloads-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('verify.downloads.title')}
      </Typography>
      <Typography variant="body2">{t('verify.downloads.text')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText(bundleFileName(bundle), bundleFile(bundle), 'application/json')}
        >
          {t('verify.downloads.bundle')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadCheckpoint(period)}>
          {t('verify.downloads.checkpoint')}
        </Button>
        {ownerKey && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => downloadOwnerKey(scope, ownerKey)}
          >
            {t('verify.downloads.key')}
          </Button>
        )}
      </Box>
      <Command name={t('verify.downloads.node')} text={commands.node} copyLabel={t('verify.downloads.copyNode')} />
      <Command
        name={t('verify.downloads.python')}
        text={commands.python}
        copyLabel={t('verify.downloads.copyPython')}
      />
    </Box>
  );
}
