import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { pointRules } from '@/domain/points';
import { scoreWeights } from '@/domain/tierScore';
import { useRuleValues } from '@/i18n/useRuleValues';

/** How the tier score is weighed and how points are earned, with their weekly caps. */
export function Guide() {
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
