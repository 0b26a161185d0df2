import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LinkInBioProfile } from '@octoss/contract/profiles';
import { DateTime } from '@/components/DateTime';
import { formatPercent, splitDuration } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { paths } from '@/app/paths';

const snapshotTone = { Matched: 'success', Discrepancy: 'warning', Pending: 'default' } as const;

type Props = {
  profile: LinkInBioProfile;
  /** The public page's name is its h1; inside the Partner Hub overlay it sits under the dialog title. */
  headingLevel: 'h1' | 'h3';
};

/** What a friend sees of a trader: name, Trustboard proof, the three stats, the latest proof and the call to action. */
export function ProfileCard({ profile, headingLevel }: Props) {
  const { t } = useTranslation(['referral', 'common']);
  const locale = useLocale();
  return (
    <>
      <Avatar
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '1.5rem',
          fontWeight: 700,
        }}
        aria-hidden
      >
        {profile.avatar}
      </Avatar>
      <Typography variant="h1" component={headingLevel} sx={{ fontSize: '1.6rem', mt: 1.5 }}>
        {profile.name}
      </Typography>
      {profile.verified && <Chip icon={<VerifiedIcon />} color="success" label={t('lib.verified')} sx={{ mt: 1 }} />}
      <Grid container spacing={1} component="dl" sx={{ my: 3 }}>
        {[
          [t('lib.recentClaims'), String(profile.recentClaims)],
          [t('lib.medianClaim'), t('common:duration.minutesSeconds', splitDuration(profile.medianClaimTimeSeconds))],
          [t('lib.discrepancy'), formatPercent(profile.discrepancyRate, locale)],
        ].map(([label, value]) => (
          <Grid key={label} size={4}>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {label}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Typography variant="subtitle2" component={headingLevel === 'h1' ? 'h2' : 'h4'} sx={{ textAlign: 'left' }}>
        {t('lib.snapshots')}
      </Typography>
      {profile.snapshots.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'left', my: 1 }}>
          {t('lib.noSnapshots')}
        </Typography>
      ) : (
        <List dense>
          {profile.snapshots.map((snapshot) => (
            <ListItem
              key={`${snapshot.exchange}-${snapshot.timestamp}`}
              disableGutters
              secondaryAction={
                <Chip size="small" label={t(`lib.status.${snapshot.status}`)} color={snapshotTone[snapshot.status]} />
              }
            >
              <ListItemText
                primary={snapshot.exchange.toUpperCase()}
                secondary={<DateTime value={snapshot.timestamp} />}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        component={RouterLink}
        to={paths.payback({ onboard: true, ref: profile.code })}
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('lib.start')}
      </Button>
    </>
  );
}
