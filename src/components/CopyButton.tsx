import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';

type Props = { value: string; label: string; size?: 'small' | 'medium' };

/** Copies `value` and says 'Copied!'; `label` names the button for screen readers ("Copy tx hash"). */
export function CopyButton({ value, label, size = 'small' }: Props) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      toast({ title: t('copy.copied') });
      window.setTimeout(() => setCopied(false), 1500);
    } else {
      toast({ title: t('copy.failed'), severity: 'error' });
    }
  };
  return (
    <Tooltip title={copied ? t('copy.copied') : label}>
      <IconButton aria-label={label} size={size} onClick={copy}>
        {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
}
