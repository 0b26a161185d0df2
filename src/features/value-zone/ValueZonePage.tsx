import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { TabRow } from '@/components/TabRow';
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
      <TabRow
        label={t('tabs.label')}
        value={tab}
        onChange={(value) => setParams(value === 'benefits' ? {} : { tab: value })}
        tabs={tabs.map((name) => ({ value: name, label: t(`tabs.${name}`), id: `vz-tab-${name}`, panel: 'vz-panel' }))}
        sx={{ my: 2 }}
      />
      <div role="tabpanel" id="vz-panel" aria-labelledby={`vz-tab-${tab}`}>
        {tab === 'benefits' && <Benefits />}
        {tab === 'guide' && <Guide />}
        {tab === 'history' && <History />}
      </div>
    </PageFrame>
  );
}
