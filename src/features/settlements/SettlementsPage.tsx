import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { TabRow } from '@/components/TabRow';
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
        <TabRow
          label={t('tabs.label')}
          value={tab}
          onChange={(value) => setParams(value === 'EXCHANGE' ? {} : { tab: value.toLowerCase() })}
          tabs={tabs.map((name) => ({
            value: name,
            label: t(`tabs.${name}`),
            id: `settlements-tab-${name}`,
            panel: 'settlements-panel',
          }))}
          sx={{ my: 2 }}
        />
      }
    >
      <div role="tabpanel" id="settlements-panel" aria-labelledby={`settlements-tab-${tab}`}>
        {tab === 'AUTO' ? <AutoSettlementForm /> : <SettlementTable key={tab} type={tab} />}
      </div>
    </PageFrame>
  );
}
