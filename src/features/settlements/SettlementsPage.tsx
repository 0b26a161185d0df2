import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AutoSettlementForm } from './AutoSettlementForm';
import { SettlementTable } from './SettlementTable';

const tabs = ['EXCHANGE', 'SPECIAL', 'AUTO'] as const;
type TabName = (typeof tabs)[number];

export default function SettlementsPage() {
  const { t } = useTranslation(['settlements', 'common']);
  const [params, setParams] = useSearchParams();
  const requested = (params.get('tab') ?? '').toUpperCase();
  const tab: TabName = (tabs as readonly string[]).includes(requested) ? (requested as TabName) : 'EXCHANGE';
  return (
    <PageFrame
      page="settlements"
      tabs={
        <Tabs
          value={tab}
          onChange={(_, value: TabName) => setParams(value === 'EXCHANGE' ? {} : { tab: value.toLowerCase() })}
          aria-label={t('tabs.label')}
          sx={{ my: 2 }}
          variant="scrollable"
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`settlements-tab-${name}`}
              aria-controls="settlements-panel"
            />
          ))}
        </Tabs>
      }
    >
      <div role="tabpanel" id="settlements-panel" aria-labelledby={`settlements-tab-${tab}`}>
        {tab === 'AUTO' ? <AutoSettlementForm /> : <SettlementTable key={tab} type={tab} />}
      </div>
    </PageFrame>
  );
}
