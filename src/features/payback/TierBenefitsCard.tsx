import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import type { Session } from '@octoss/contract/session';
import { useTranslation } from 'react-i18next';
import { sessionQuery, tiersQuery } from '@/api/sharedQueries';
import { QueryPart } from '@/components/QueryPart';
import { formatInteger, formatRate } from '@/domain/format';
import { bonusPercentOf, multiplierOf } from '@/domain/tiers';
import { useLocale } from '@/i18n/useLocale';

type Figure = { label: string; value: ReactNode };

/** A figure not known yet: the height of the h6 value it stands for. */
const valueSkeleton = <Skeleton variant="text" sx={{ width: 64, fontSize: '1.25rem', mt: 0.5 }} />;

/**
 * The card's four figures, label above value; a value not known yet is a skeleton of its size, so
 * the card has the same height loading and loaded (a phone shows two rows; nothing below it moves).
 */
function Figures({ figures }: { figures: Figure[] }) {
  return (
    <Grid container spacing={2}>
      {figures.map(({ label, value }) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          {value ?? valueSkeleton}
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * Tier badge, bonus = (multiplier − 1)·100 from the tier table the server answers, points, and the
 * session's "next tier at" (the server's figure; — at the top tier).
 */
export function TierBenefitsCard() {
  const { t } = useTranslation(['payback', 'common']);
  const locale = useLocale();
  const session = useDeferredQuery(sessionQuery);
  const tiers = useDeferredQuery(tiersQuery);
  const figures = (me?: Session): Figure[] => [
    {
      label: t('tier.tier'),
      value: me && <Chip color="primary" label={t(`tiers:names.${me.tier}`)} sx={{ mt: 0.5, fontWeight: 700 }} />,
    },
    {
      label: t('tier.bonus'),
      value: me && (
        <QueryPart query={tiers} errorTitle={t('common:errors.tiers')} skeleton={valueSkeleton}>
          {(table) => {
            const multiplier = multiplierOf(table, me.tier);
            return (
              <Typography variant="h6" component="p">
                {multiplier === undefined ? '—' : `+${formatRate(bonusPercentOf(multiplier), locale, 1)}`}
              </Typography>
            );
          }}
        </QueryPart>
      ),
    },
    {
      label: t('tier.points'),
      value: me && (
        <Typography variant="h6" component="p">
          {formatInteger(me.oCTOSSPoints, locale)}
        </Typography>
      ),
    },
    {
      label: t('tier.next'),
      value: me && (
        <Typography variant="h6" component="p">
          {me.nextTierAt === null ? '—' : formatInteger(me.nextTierAt, locale)}
        </Typography>
      ),
    },
  ];
  return (
    <Card component="section" aria-labelledby="tier-benefits-title">
      <CardContent>
        <Typography id="tier-benefits-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tier.title')}
        </Typography>
        <QueryPart query={session} errorTitle={t('common:errors.session')} skeleton={<Figures figures={figures()} />}>
          {(me) => <Figures figures={figures(me)} />}
        </QueryPart>
      </CardContent>
    </Card>
  );
}
