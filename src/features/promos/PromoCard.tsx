import { memo } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useTranslation } from 'react-i18next';
import type { PromoListing } from '@octoss/contract/promos';
import { DateTime } from '@/components/DateTime';
import { ExchangeName } from '@/components/ExchangeName';
import { buildIcs } from '@/lib/ics';
import { downloadText } from '@/lib/download';
import { toast } from '@/lib/toast';
import { useToggleSaved } from './api';

type Props = {
  promo: PromoListing;
  /** Whether the trader saved it; undefined until their saved promos are known (the save button waits). */
  saved: boolean | undefined;
};

/**
 * Memoized: a card renders again only when its promo or its mark changes, not with every render of
 * the page (the trader's saved promos arriving first re-render the page as still loading them).
 */
export const PromoCard = memo(function PromoCard({ promo, saved }: Props) {
  const { t } = useTranslation('promos');
  const toggle = useToggleSaved();
  const expired = promo.status === 'expired';
  const save = () =>
    toggle.send(
      { promo, saved: saved === true },
      {
        onSuccess: () => toast({ title: saved ? t('toast.removed') : t('toast.saved'), topic: `promo-${promo.id}` }),
        onError: () => toast({ title: t('toast.failed'), severity: 'error', topic: `promo-${promo.id}` }),
      },
    );
  const addToCalendar = () => {
    downloadText(
      `octoss-promo-${promo.id}.ics`,
      buildIcs({
        uid: `promo-${promo.id}`,
        title: promo.title,
        description: promo.description,
        start: new Date(Date.parse(promo.expiry) - 60 * 60_000),
        durationMinutes: 60,
        url: promo.url,
      }),
      'text/calendar',
    );
    toast({ title: t('toast.calendar') });
  };
  return (
    <Card
      component="article"
      aria-labelledby={`promo-${promo.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: expired ? 0.75 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={t(`types.${promo.type}`)} />
          <Chip size="small" variant="outlined" label={t(`regions.${promo.region}`)} />
          {promo.status === 'ending_soon' && <Chip size="small" color="warning" label={t('endingSoon')} />}
          {expired && <Chip size="small" label={t('expired')} />}
        </Stack>
        <Typography id={`promo-${promo.id}`} variant="h6" component="h2">
          {promo.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <ExchangeName id={promo.exchange} /> · {t('until')} <DateTime value={promo.expiry} />
        </Typography>
        <Typography color="text.secondary">{promo.description}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <IconButton
          onClick={save}
          {...toggle.button}
          disabled={expired || saved === undefined}
          aria-pressed={saved === true}
          aria-label={saved ? t('unsave', { title: promo.title }) : t('save', { title: promo.title })}
        >
          {saved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
        <Button size="small" onClick={addToCalendar} disabled={expired}>
          {t('calendar')}
        </Button>
        <Button
          size="small"
          variant="contained"
          href={promo.url}
          target="_blank"
          rel="noopener noreferrer"
          disabled={expired}
        >
          {t('open')}
        </Button>
      </CardActions>
    </Card>
  );
});
