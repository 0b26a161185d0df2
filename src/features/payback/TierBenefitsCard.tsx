import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQuery, tiersQuery } from '@/api/sharedQueries';
import { QueryPart } from '@/components/QueryPart';
import { formatInteger, formatRate } from '@/domain/format';
import { bonusPercentOf, multiplierOf } from '@/domain/tiers';
import { useLocale } from '@/i18n/useLocale';

/**
 * Tier badge, bonus = (multiplier − 1)·100 from the tier table the server answers, points, and the
 * session's "next tier at" (the server's figure; — at the top tier).
 */
export function TierBenefitsCard() {
  const { t } = useTranslation(['payback', 'common']);
  const locale = useLocale();
  const session = useQuery(sessionQuery);
  const tiers = useQuery(tiersQuery);
  return (
    <Card component="section" aria-labelledby="tier-benefits-title">
      <CardContent>
        <Typography id="tier-benefits-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tier.title')}
        </Typography>
        <QueryPart
          query={session}
          errorTitle={t('common:errors.session')}
          skeleton={<Skeleton variant="rounded" height={56} />}
        >
          {(me) => (
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('tier.tier')}
                </Typography>
                <Chip color="primary" label={t(`tiers:names.${me.tier}`)} sx={{ mt: 0.5, fontWeight: 700 }} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('tier.bonus')}
                </Typography>
                <QueryPart
                  query={tiers}
                  errorTitle={t('common:errors.tiers')}
                  skeleton={<Skeleton variant="text" width={64} height={32} />}
                >
                  {(table) => {
                    const multiplier = multiplierOf(table, me.tier);
                    return (
                      <Typography variant="h6" component="p">
                        {multiplier === undefined ? '—' : `+${formatRate(bonusPercentOf(multiplier), locale, 1)}`}
                      </Typography>
                    );
                  }}
                </QueryPart>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('tier.points')}
                </Typography>
                <Typography variant="h6" component="p">
                  {formatInteger(me.oCTOSSPoints, locale)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('tier.next')}
                </Typography>
                <Typography variant="h6" component="p">
                  {me.nextTierAt === null ? '—' : formatInteger(me.nextTierAt, locale)}
                </Typography>
              </Grid>
            </Grid>
          )}
        </QueryPart>
      </CardContent>
    </Card>
  );
}
