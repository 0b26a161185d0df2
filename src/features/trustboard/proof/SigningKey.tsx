import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProofKey } from '@octoss/contract/proof';
import { CopyButton } from '@/components/CopyButton';
import { QueryPart } from '@/components/QueryPart';

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 } as const;

/** The key checkpoints are signed with, labelled a demo key where it is one, to copy and pin. */
export function SigningKey({ query }: { query: UseQueryResult<ProofKey> }) {
  const { t } = useTranslation('trustboard');
  return (
    <QueryPart query={query} errorTitle={t('proof.key.error')} skeleton={<Skeleton width="70%" />}>
      {(key) => (
        <Box sx={row}>
          <Chip
            size="small"
            color={key.demo ? 'warning' : 'default'}
            variant="outlined"
            label={key.demo ? t('proof.key.demo') : t('proof.key.live')}
          />
          <Typography variant="body2">{t('proof.key.text')}</Typography>
          <Box sx={{ ...row, columnGap: 0.25, minWidth: 0 }}>
            <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
              {key.vkey}
            </Box>
            <CopyButton value={key.vkey} label={t('proof.key.copy')} />
          </Box>
        </Box>
      )}
    </QueryPart>
  );
}

/** PROOF.md §7 in plain words: a line, and the whole list when opened. */
export function ProofLimits() {
  const { t } = useTranslation('trustboard');
  const list = (keys: string[]) => (
    <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
      {keys.map((key) => (
        <li key={key}>
          <Typography variant="body2">{t(`proof.limits.${key}`)}</Typography>
        </li>
      ))}
    </Box>
  );
  return (
    <Box>
      <Typography variant="body2">{t('proof.limits.summary')}</Typography>
      <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer', width: 'fit-content' } }}>
        <Typography component="summary" variant="body2" sx={{ fontWeight: 700 }}>
          {t('proof.limits.more')}
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          {t('proof.limits.proves')}
        </Typography>
        {list(['proves1', 'proves2', 'proves3'])}
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          {t('proof.limits.notProves')}
        </Typography>
        {list(['notProves1', 'notProves2', 'notProves3', 'notProves4'])}
      </Box>
    </Box>
  );
}
