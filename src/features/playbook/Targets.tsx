import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDecimal, formatInteger, formatPercent, formatUsd } from '@/domain/format';
import type { PlaybookTargets } from '@octoss/contract/playbook';
import { playbookArpu } from '@/domain/playbook';
import { useLocale } from '@/i18n/useLocale';

/** The plan's figures as the server states them; only the friend-activity slider is the reader's. */
export function Targets({ targets }: { targets: PlaybookTargets }) {
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
