import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { ExchangeName } from '@/components/ExchangeName';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { paths } from '@/app/paths';

export function PromosCard({ promos }: { promos: DashboardSummary['promos'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('promos.title')}
      // The spec fixes this badge's text.
      badge={<Chip size="small" color="warning" variant="outlined" label={t('promos.expiring')} />}
      links={[
        { to: paths.promos(), label: t('promos.open') },
        { to: paths.promos({ tab: 'alerts' }), label: t('promos.alerts') },
      ]}
    >
      <Figure label={t('promos.active')} value={promos.activeCount} />
      <List dense disablePadding>
        {promos.items.map((promo) => (
          <ListItem key={promo.id} disableGutters>
            <ListItemText primary={promo.title} secondary={<ExchangeName id={promo.exchange} />} />
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
