import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { TierSummary } from './TierSummary';

import { Benefits } from './Benefits';
import { Guide } from './Guide';
import { History } from './History';

const tabs = ['benefits', 'guide', 'history'] as const;
type TabName = (typeof tabs)[number];

export default function ValueZonePage() {
  const { t } = useTranslation(['value-zone', 'common']);
  const [params, setParams] = useSearchParams();
  const tab: TabName = (tabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabName)
    : 'benefits';
  return (
    <PageFrame page="value-zone">
      <TierSummary />
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setParams(value === 'benefits' ? {} : { tab: value })}
        aria-label={t('tabs.label')}
        sx={{ my: 2 }}
        variant="scrollable"
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`vz-tab-${name}`} aria-controls="vz-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="vz-panel" aria-labelledby={`vz-tab-${tab}`}>
        {tab === 'benefits' && <Benefits />}
        {tab === 'guide' && <Guide />}
        {tab === 'history' && <History />}
      </div>
    </PageFrame>
  );
}
