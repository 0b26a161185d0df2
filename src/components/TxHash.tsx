import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { WalletNetwork } from '@octoss/contract/payouts';
import { explorerTxUrl } from '@/domain/explorer';
import { CopyButton } from './CopyButton';

type Props = {
  /** The transaction hash, shown shortened. */
  hash: string;
  /** The chain whose explorer the link opens; without it the hash is not a link. */
  network?: WalletNetwork;
  /** The copy button's name ("Copy tx hash"). */
  copyLabel: string;
  /** The link's name after the hash ("View on explorer"). */
  explorerLabel: string;
};

/** A shortened hash linking to its block explorer, with a copy button; the link's name starts with the hash it shows (WCAG 2.5.3). */
export function TxHash({ hash, network, copyLabel, explorerLabel }: Props) {
  const shown = `${hash.slice(0, 10)}…${hash.slice(-6)}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Link
        href={explorerTxUrl(hash, network)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${shown} – ${explorerLabel}`}
        title={hash}
        sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}
      >
        {shown}
      </Link>
      <CopyButton value={hash} label={copyLabel} />
    </Stack>
  );
}
