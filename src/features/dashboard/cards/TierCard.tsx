import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { paths } from '@/app/paths';

export function TierCard({ tier }: { tier: DashboardSummary['tier'] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <DashboardCard
      title={t('tier.title')}
      links={[
        { to: paths['value-zone'](), label: t('tier.open') },
        { to: paths['value-zone']({ tab: 'guide' }), label: t('tier.guide') },
      ]}
    >
      <Stack direction="row" spacing={3}>
        <Figure label={t('tier.tier')} value={t(`tiers:names.${tier.tier}`)} />
        <Figure label={t('tier.points')} value={formatInteger(tier.points, locale)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} id="tier-progress-label">
        {t('tier.progress', { percent: tier.nextTierPct })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={tier.nextTierPct}
        aria-labelledby="tier-progress-label"
        sx={{ mt: 0.75, height: 8, borderRadius: 4 }}
      />
    </DashboardCard>
  );
}
