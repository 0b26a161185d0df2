import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { useRuleValues } from '@/i18n/useRuleValues';

/**
 * The way to the Playbook: the plan, its first step, and the DM scripts. The same for every trader,
 * so it shows at once; the DM scripts hold the trader's link, and open (`onDmScripts`) once it has come.
 */
export function PlaybookCard({ onDmScripts }: { onDmScripts: (() => void) | undefined }) {
  const { t } = useTranslation('referral');
  const rules = useRuleValues();
  return (
    <Card component="section" aria-labelledby="playbook-title">
      <CardContent>
        <Typography id="playbook-title" variant="h6" component="h2">
          {t('playbook.title', rules)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('playbook.text', rules)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={paths.playbook()} variant="contained">
            {t('playbook.open')}
          </Button>
          <Button component={RouterLink} to={paths.playbook('first-claim')} variant="outlined">
            {t('playbook.firstClaim')}
          </Button>
          <Button variant="outlined" disabled={!onDmScripts} onClick={onDmScripts}>
            {t('playbook.dm')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
