import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tiersQuery } from '@/api/sharedQueries';
import { DataTable } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { formatDecimal, formatInteger, formatPercent } from '@/domain/format';
import { useLocale } from '@/lib/useLocale';
import { pointRules } from '@/domain/points';
import { scoreWeights } from '@/domain/tierScore';
import { useRuleValues } from '@/i18n/useRuleValues';
import { pointsHistoryQuery } from './api';
import { TierSummary } from './TierSummary';

const tabs = ['benefits', 'guide', 'history'] as const;
type TabName = (typeof tabs)[number];

function Benefits() {
  const { t } = useTranslation('value-zone');
  const locale = useLocale();
  const tiers = useDeferredQuery(tiersQuery);
  return (
    <QueryPart query={tiers} errorTitle={t('errors.tiers')} skeleton={<Skeleton variant="rounded" height={240} />}>
      {(data) => (
        <DataTable
          caption={t('tabs.benefits')}
          rows={data}
          rowKey={(tier) => tier.tier}
          emptyText=""
          columns={[
            {
              key: 'tier',
              header: t('table.tier'),
              render: (tier) => <strong>{t(`tiers:names.${tier.tier}`)}</strong>,
            },
            {
              key: 'min',
              header: t('table.minScore'),
              align: 'right',
              render: (tier) => formatInteger(tier.minScore, locale),
            },
            {
              key: 'multiplier',
              header: t('table.multiplier'),
              align: 'right',
              render: (tier) => `×${formatDecimal(tier.multiplier, locale, 2)}`,
            },
            {
              key: 'boost',
              header: t('table.rateBoost'),
              align: 'right',
              render: (tier) => (tier.rateBoost ? t('table.upTo', { percent: tier.rateBoost }) : t('table.base')),
            },
            {
              key: 'cadence',
              header: t('table.payout'),
              render: (tier) => t(`tiers:payoutFrequencies.${tier.payoutFreq}`),
            },
            {
              key: 'sla',
              header: t('table.sla'),
              render: (tier) =>
                tier.disputeSLA >= 48
                  ? t('table.days', { n: tier.disputeSLA / 24 })
                  : t('table.hours', { n: tier.disputeSLA }),
            },
          ]}
        />
      )}
    </QueryPart>
  );
}

function Guide() {
  const { t } = useTranslation('value-zone');
  const rules = useRuleValues();
  const locale = useLocale();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('guide.weights')}
            </Typography>
            {Object.entries(scoreWeights).map(([name, weight]) => (
              <Typography key={name} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <span>{t(`weights.${name}`)}</span>
                <strong>{formatPercent(weight, locale, 0)}</strong>
              </Typography>
            ))}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('guide.sources')}
            </Typography>
            {Object.entries(pointRules).map(([source, rule]) => (
              <Typography key={source} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>
                  {t(`sources.${source}`)} (+{rule.min}–{rule.max})
                </span>
                <strong>{rule.weeklyCap === null ? t('guide.noCap') : t('guide.cap', { cap: rule.weeklyCap })}</strong>
              </Typography>
            ))}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('guide.rules', rules)}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

function History() {
  const { t } = useTranslation('value-zone');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useDeferredQuery(pointsHistoryQuery(page));
  return (
    <QueryPart query={history} errorTitle={t('errors.history')} skeleton={<Skeleton variant="rounded" height={240} />}>
      {(data) => (
        <DataTable
          caption={t('tabs.history')}
          rows={data.items}
          rowKey={(entry) => entry.id}
          emptyText={t('history.empty')}
          paging={{
            page: data.page,
            pageSize: data.pageSize,
            total: data.total,
            onPageChange: setPage,
            labelDisplayedRows: (from, to, count) => t('history.range', { from, to, count }),
          }}
          columns={[
            { key: 'date', header: t('history.date'), render: (entry) => <DateTime value={entry.date} /> },
            { key: 'source', header: t('history.source'), render: (entry) => t(`sources.${entry.source}`) },
            {
              key: 'delta',
              header: t('history.delta'),
              align: 'right',
              render: (entry) => (entry.delta > 0 ? `+${entry.delta}` : entry.delta),
            },
            {
              key: 'balance',
              header: t('history.balance'),
              align: 'right',
              render: (entry) => formatInteger(entry.balance, locale),
            },
            { key: 'note', header: t('history.note'), render: (entry) => entry.note },
          ]}
        />
      )}
    </QueryPart>
  );
}

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
        allowScrollButtonsMobile
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
