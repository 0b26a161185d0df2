import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { DataTable } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { ExchangeName } from '@/components/ExchangeName';
import { Money } from '@/components/Money';
import { PageMeta } from '@/components/PageMeta';
import { QueryPart } from '@/components/QueryPart';
import { QrCode } from '@/components/QrCode';
import { StatCard } from '@/components/StatCard';
import { StatusChip } from '@/components/StatusChip';
import { formatInteger, formatRate, formatWholeUsd } from '@/domain/format';
import {
  averagePaybackPerActiveUser,
  exampleActiveFriends,
  exampleMonthlyPotential,
  referralTierBonus,
} from '@/domain/referral';
import { scrollBehavior } from '@/lib/motion';
import { useLocale } from '@/lib/useLocale';
import { toast } from '@/lib/toast';
import { useRuleValues } from '@/i18n/useRuleValues';
import { referralQuery, referralRatesQuery } from './api';
import { Calculator } from './Calculator';
import { DmScriptsDialog } from './DmScriptsDialog';
import { LinkInBioDialog } from './LinkInBioDialog';
import { ShareDialog } from './ShareDialog';
import { UtmBuilder } from './UtmBuilder';
import { paths } from '@/app/paths';

const scrollTo = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });

export default function ReferralPage() {
  const { t } = useTranslation(['referral', 'common']);
  const rules = useRuleValues();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { data, isPending, isError, refetch } = useDeferredQuery(referralQuery);
  const rates = useQuery(referralRatesQuery);
  const [showQr, setShowQr] = useState(false);
  const [dialog, setDialog] = useState<'share' | 'dm' | 'lib' | null>(null);

  useEffect(() => {
    if (data && params.get('utm') === 'builder') scrollTo('utm-builder');
  }, [data, params]);

  const meta = (
    <PageMeta title={t('common:pages.referral.title')} description={t('common:pages.referral.description')} />
  );
  // The hero is the same words for everyone: it stands while the rest loads or fails.
  const hero = (
    <Card sx={{ mb: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t('title')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          {t('hero.headline', {
            friends: exampleActiveFriends,
            potential: formatWholeUsd(exampleMonthlyPotential, locale),
          })}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>
          {t('hero.basis', { arpu: formatWholeUsd(averagePaybackPerActiveUser, locale) })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            color="inherit"
            sx={{ color: 'primary.main', bgcolor: 'background.paper' }}
            onClick={() => scrollTo('referral-code')}
          >
            {t('hero.toCode')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => scrollTo('utm-builder')}>
            {t('hero.toUtm')}
          </Button>
          <Button variant="outlined" color="inherit" component={RouterLink} to={paths.trustboard()}>
            {t('hero.toProof')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
  if (isPending)
    return (
      <>
        {meta}
        {hero}
        <Skeleton variant="rounded" height={480} />
      </>
    );
  if (isError)
    return (
      <>
        {meta}
        {hero}
        <ErrorState title={t('error')} onRetry={() => void refetch()} />
      </>
    );

  return (
    <>
      {meta}
      {hero}

      <Grid container spacing={2}>
        {[
          ['total', String(data.stats.totalReferrals)],
          ['active', String(data.stats.activeReferrals)],
          ['earned', <Money key="earned" value={data.stats.earnedUsdt} />],
          ['pending', <Money key="pending" value={data.stats.pendingUsdt} />],
        ].map(([key, value]) => (
          <Grid key={String(key)} size={{ xs: 6, md: 3 }}>
            <StatCard label={t(`stats.${key}`, rules)} value={value} />
          </Grid>
        ))}

        <Grid size={{ xs: 12, md: 6 }}>
          <Card
            component="section"
            id="referral-code"
            aria-labelledby="code-title"
            sx={{ height: '100%', scrollMarginTop: 96 }}
          >
            <CardContent>
              <Typography id="code-title" variant="h6" component="h2">
                {t('code.title')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
                <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace' }}>
                  {data.code}
                </Typography>
                <CopyButton value={data.code} label={t('code.copy')} size="medium" />
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => setDialog('share')}>
                  {t('code.share')}
                </Button>
                <Button variant="outlined" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
                  {showQr ? t('code.hideQr') : t('code.showQr')}
                </Button>
                <Button variant="outlined" aria-haspopup="dialog" onClick={() => setDialog('lib')}>
                  {t('code.lib')}
                </Button>
              </Stack>
              <Collapse in={showQr}>
                <Stack sx={{ alignItems: 'flex-start', mt: 2 }} spacing={1}>
                  <QrCode value={data.link} size={128} level="L" label={t('code.qrLabel')} />
                  <Button size="small" onClick={() => toast({ title: t('code.qrToast'), severity: 'info' })}>
                    {t('code.saveQr')}
                  </Button>
                </Stack>
              </Collapse>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Calculator />
        </Grid>

        <Grid size={12}>
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
                <Button variant="outlined" onClick={() => setDialog('dm')}>
                  {t('playbook.dm')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>

        <Grid size={12}>
          <UtmBuilder link={data.link} />
        </Grid>

        <Grid size={12}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('rates.title')}
          </Typography>
          <QueryPart query={rates} errorTitle={t('rates.error')} skeleton={<Skeleton variant="rounded" height={240} />}>
            {(rows) => (
              <DataTable
                caption={t('rates.title')}
                rows={rows}
                rowKey={(rate) => rate.exchange}
                emptyText="…"
                columns={[
                  { key: 'exchange', header: t('rates.exchange'), render: (rate) => rate.exchangeName },
                  {
                    key: 'base',
                    header: t('rates.base'),
                    align: 'right',
                    render: (rate) => formatRate(rate.baseRate, locale),
                  },
                  {
                    key: 'silver',
                    header: t('rates.tierBonus', {
                      tier: t('tiers:names.Silver'),
                      bonus: formatInteger(rows[0]?.silverBonus ?? referralTierBonus.Silver, locale),
                    }),
                    align: 'right',
                    render: (rate) => formatRate(rate.baseRate + rate.silverBonus, locale),
                  },
                  {
                    key: 'gold',
                    header: t('rates.tierBonus', {
                      tier: t('tiers:names.Gold'),
                      bonus: formatInteger(rows[0]?.goldBonus ?? referralTierBonus.Gold, locale),
                    }),
                    align: 'right',
                    render: (rate) => formatRate(rate.baseRate + rate.goldBonus, locale),
                  },
                  {
                    key: 'platinum',
                    header: t('rates.tierBonus', {
                      tier: t('tiers:names.Platinum'),
                      bonus: formatInteger(rows[0]?.platinumBonus ?? referralTierBonus.Platinum, locale),
                    }),
                    align: 'right',
                    render: (rate) => formatRate(rate.baseRate + rate.platinumBonus, locale),
                  },
                ]}
              />
            )}
          </QueryPart>
        </Grid>

        <Grid size={12}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('recent.title')}
          </Typography>
          {data.recentReferrals.length === 0 ? (
            <EmptyState title={t('recent.empty')} description={t('recent.emptyText')} />
          ) : (
            <DataTable
              caption={t('recent.title')}
              rows={data.recentReferrals}
              rowKey={(friend) => friend.id}
              emptyText={t('recent.empty')}
              columns={[
                { key: 'friend', header: t('recent.friend'), render: (friend) => friend.maskedEmail },
                {
                  key: 'exchange',
                  header: t('recent.exchange'),
                  render: (friend) => <ExchangeName id={friend.exchange} />,
                },
                { key: 'joined', header: t('recent.joined'), render: (friend) => <DateTime value={friend.joinedAt} /> },
                {
                  key: 'status',
                  header: t('recent.status'),
                  render: (friend) => (
                    <StatusChip
                      tone={friend.active ? 'success' : 'default'}
                      label={t(friend.active ? 'recent.active' : 'recent.inactive')}
                    />
                  ),
                },
              ]}
            />
          )}
        </Grid>
      </Grid>
      <Alert severity="info" variant="outlined" sx={{ mt: 3 }}>
        {t('disclaimer')}
      </Alert>
      <ShareDialog
        open={dialog === 'share'}
        code={data.code}
        link={data.link}
        libUrl={data.libUrl}
        onClose={() => setDialog(null)}
        onDmScripts={() => setDialog('dm')}
        onUtm={() => {
          setDialog(null);
          scrollTo('utm-builder');
        }}
      />
      <DmScriptsDialog open={dialog === 'dm'} link={data.link} onClose={() => setDialog(null)} />
      <LinkInBioDialog open={dialog === 'lib'} code={data.code} libUrl={data.libUrl} onClose={() => setDialog(null)} />
    </>
  );
}
