import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type ProductStatus } from '@/components/StatusBadge';
import { formatWholeUsd } from '@/domain/format';
import { exampleMonthlyPotential } from '@/domain/referral';
import { useLocale } from '@/i18n/useLocale';
import { useRuleValues } from '@/i18n/useRuleValues';
import { paths } from '@/app/paths';
import { Section } from './Section';

/** A product the landing page offers, by its page id: its texts are `services.<page>`, its link the page's path. */
type Service = {
  page: 'payback' | 'trustboard' | 'deals' | 'referral' | 'promos' | 'value-zone' | 'ai' | 'market';
  status: ProductStatus;
};

const live: Service[] = [
  { page: 'payback', status: 'live' },
  { page: 'trustboard', status: 'live' },
  { page: 'deals', status: 'live' },
];

const previews: Service[] = [
  { page: 'referral', status: 'demo' },
  { page: 'promos', status: 'demo' },
  { page: 'value-zone', status: 'demo' },
  { page: 'ai', status: 'demo' },
  { page: 'market', status: 'demo' },
];

function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('landing');
  const rules = useRuleValues();
  const locale = useLocale();
  const title = t(`services.${service.page}.title`);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h5" component="h4">
            {title}
          </Typography>
          <StatusBadge status={service.status} />
        </Stack>
        <Typography color="text.secondary">
          {t(`services.${service.page}.text`, { ...rules, potential: formatWholeUsd(exampleMonthlyPotential, locale) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths[service.page]()}
          variant={service.status === 'live' ? 'contained' : 'outlined'}
          aria-label={`${t(`services.${service.page}.cta`)}: ${title}`}
        >
          {t(`services.${service.page}.cta`)}
        </Button>
      </CardActions>
    </Card>
  );
}

function ServiceGroup({ title, services, columns }: { title: string; services: Service[]; columns: number }) {
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mb: 2, mt: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {services.map((service) => (
          <Grid key={service.page} size={{ xs: 12, sm: 6, md: 4, lg: 12 / columns }}>
            <ServiceCard service={service} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

export function Services() {
  const { t } = useTranslation('landing');
  return (
    <Section id="services" title={t('services.title')} subtitle={t('services.subtitle')} tinted>
      <ServiceGroup title={t('services.liveTitle')} services={live} columns={3} />
      <ServiceGroup title={t('services.demoTitle')} services={previews} columns={5} />
    </Section>
  );
}
