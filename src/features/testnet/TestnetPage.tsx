import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@/components/DemoBadge';
import { PageFrame } from '@/components/PageFrame';
import { useDataset, type Dataset } from '@/lib/backend';
import { usesMocks } from '@/lib/config';
import { useSwitchDataset } from './api';
import { SandboxPanel } from './SandboxPanel';

const features = ['payback', 'referral', 'tiers', 'promos', 'linking', 'codes', 'trustboard', 'ai'] as const;

export default function TestnetPage() {
  const { t } = useTranslation(['testnet', 'common']);
  const dataset = useDataset();
  const change = useSwitchDataset();
  const badges = <DemoBadge label={t('badge')} tone="warning" />;
  // A live build talks to the real backend: no demo data, no sandbox, nothing to switch.
  if (!usesMocks)
    return (
      <PageFrame page="testnet" badges={badges}>
        <Alert severity="info" sx={{ my: 3 }}>
          {t('live')}
        </Alert>
      </PageFrame>
    );
  return (
    <PageFrame page="testnet" badges={badges}>
      <Alert severity="warning" sx={{ my: 3 }}>
        {t('warning')}
      </Alert>
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="dataset-title">
          <CardContent>
            <Typography id="dataset-title" variant="h6" component="h2">
              {t('dataset.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('dataset.text')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={dataset}
              aria-label={t('dataset.title')}
              disabled={change.isPending}
              aria-busy={change.isPending || undefined}
              onChange={(_, value: Dataset | null) => value && change.mutate(value)}
              color="primary"
            >
              <ToggleButton value="demo">{t('dataset.demo')}</ToggleButton>
              <ToggleButton value="testnet">{t('dataset.testnet')}</ToggleButton>
            </ToggleButtonGroup>
          </CardContent>
        </Card>
        {dataset === 'testnet' && <SandboxPanel />}
        <Card component="section" aria-labelledby="features-title">
          <CardContent>
            <Typography id="features-title" variant="h6" component="h2">
              {t('features.title')}
            </Typography>
            <List dense>
              {features.map((feature) => (
                <ListItem key={feature}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckIcon color="success" />
                  </ListItemIcon>
                  <ListItemText primary={t(`features.${feature}`)} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="contained" disabled aria-describedby="inert-note">
            {t('goLive')}
          </Button>
          <Button variant="outlined" disabled aria-describedby="inert-note">
            {t('learnMore')}
          </Button>
          <Typography id="inert-note" variant="body2" color="text.secondary">
            {t('inert')}
          </Typography>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
