import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { i18next } from '@/i18n';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';

type Props = {
  /** The text copied. */
  value: string;
  /** The button's name and tooltip ("Copy tx hash"), translated. */
  label: string;
  /** small in tables and inline; medium beside a large figure. */
  size?: 'small' | 'medium';
  /** The id of what describes the value to screen readers (e.g. a hash shown shortened, in full). */
  describedBy?: string;
};

/**
 * Copies `value` and says 'Copied!' (a toast, and a check mark for a moment); `label` names the
 * button ("Copy tx hash") and is its native tooltip. Tables show one per row: no MUI Tooltip and
 * no translation hook here, which would cost every row on every page.
 */
export function CopyButton({ value, label, size = 'small', describedBy }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      toast({ title: i18next.t('common:copy.copied') });
      window.setTimeout(() => setCopied(false), 1500);
    } else {
      toast({ title: i18next.t('common:copy.failed'), severity: 'error' });
    }
  };
  return (
    <IconButton aria-label={label} aria-describedby={describedBy} title={label} size={size} onClick={copy}>
      {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
    </IconButton>
  );
}
