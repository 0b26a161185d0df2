import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import { QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { formatAmount, formatDecimal, formatInteger, formatPercent, formatUsd, formatWholeUsd } from '@/domain/format';
import type { Playbook } from '@octoss/contract/playbook';
import { playbookArpu } from '@/domain/playbook';
import { useLocale } from '@/lib/useLocale';
import { useRuleValues } from '@/i18n/useRuleValues';
import { playbookQuery, useToggleItem } from './api';
import { paths } from '@/app/paths';

export default function PlaybookPage() {
  const { t } = useTranslation(['playbook', 'common']);
  const rules = useRuleValues();
  const { hash } = useLocation();
  const playbook = useDeferredQuery(playbookQuery);
  const { data } = playbook;
  const toggle = useToggleItem();

  // #first-claim (linked from the Partner Hub) is brought into view once the checklist is there.
  useEffect(() => {
    if (data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [data, hash]);

  const locale = useLocale();
  const done = data?.checklist.filter((item) => item.completed).length ?? 0;
  // The plan's figures as the server states them.
  const subtitle =
    data &&
    t('subtitle', {
      referrals: formatInteger(data.targets.referralsPerMonth, locale),
      retention: formatPercent(data.targets.retention, locale, 0),
      target: formatWholeUsd(data.targets.monthlyTarget, locale),
    });
  return (
    <PageFrame page="playbook" values={rules} subtitle={subtitle ?? null}>
      <QueryPart
        query={playbook}
        errorTitle={t('error')}
        skeleton={<Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />}
      >
        {(data) => (
          <>
            <Targets targets={data.targets} />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Card component="section" aria-labelledby="checklist-title" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography id="checklist-title" variant="h6" component="h2">
                      {t('checklist.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" id="checklist-progress">
                      {t('checklist.progress', { done, total: data.checklist.length })}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={(done / Math.max(1, data.checklist.length)) * 100}
                      aria-labelledby="checklist-progress"
                      sx={{ my: 1.5 }}
                    />
                    <List>
                      {data.checklist.map((item) => (
                        <ListItem
                          key={item.id}
                          id={item.id}
                          disableGutters
                          alignItems="flex-start"
                          sx={{ scrollMarginTop: 96 }}
                        >
                          <ListItemIcon sx={{ minWidth: 40 }}>
                            <Checkbox
                              edge="start"
                              checked={item.completed}
                              onChange={(event) => toggle.mutate({ id: item.id, completed: event.target.checked })}
                              slotProps={{ input: { 'aria-labelledby': `${item.id}-task` } }}
                            />
                          </ListItemIcon>
                          <ListItemText
                            primary={item.task}
                            secondary={item.description}
                            slotProps={{ primary: { id: `${item.id}-task` } }}
                          />
                        </ListItem>
                      ))}
                    </List>
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Card component="section" aria-labelledby="posts-title" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography id="posts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                      {t('posts.title')}
                    </Typography>
                    {/* The server words the posts in the reader's language, with their own link and earnings in. */}
                    <Stack spacing={2}>
                      {data.samplePosts.map((post) => (
                        <Card key={post.id} variant="outlined">
                          <CardContent>
                            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                              <Typography variant="subtitle2" component="h3">
                                {post.channel}
                              </Typography>
                              <CopyButton value={post.text} label={t('posts.copy', { channel: post.channel })} />
                            </Stack>
                            <Typography variant="body2" color="text.secondary">
                              {post.text}
                            </Typography>
                          </CardContent>
                        </Card>
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
            </Grid>
          </>
        )}
      </QueryPart>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.referral()} variant="contained">
          {t('toHub')}
        </Button>
        <Button component={RouterLink} to={paths.referral({ utm: 'builder' })} variant="outlined">
          {t('toUtm')}
        </Button>
      </Stack>
    </PageFrame>
  );
}

/** The plan's figures as the server states them; only the friend-activity slider is the reader's. */
function Targets({ targets }: { targets: Playbook['targets'] }) {
  const { t } = useTranslation('playbook');
  const locale = useLocale();
  const [alpha, setAlpha] = useState(0);
  return (
    <>
      <Grid container spacing={2}>
        {[
          ['arpu', formatUsd(playbookArpu(targets.arpuBase, alpha), locale)],
          ['retention', formatPercent(targets.retention, locale, 0)],
          ['target', formatUsd(targets.monthlyTarget, locale)],
          ['referrals', formatInteger(targets.referralsPerMonth, locale)],
        ].map(([key, value]) => (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t(`targets.${key}`)}
                </Typography>
                <Typography variant="h5" component="p">
                  {value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography id="alpha-label" gutterBottom>
            {t('targets.alpha', { alpha: formatDecimal(alpha, locale, 2) })}
          </Typography>
          <Slider
            value={alpha}
            min={0}
            max={1}
            step={0.05}
            onChange={(_, value) => setAlpha(value as number)}
            aria-labelledby="alpha-label"
            sx={{ maxWidth: 420 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('targets.formula', { base: formatAmount(targets.arpuBase, locale) })}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
