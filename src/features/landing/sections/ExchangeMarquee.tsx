import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { ExchangeLogo } from '@/components/ExchangeLogo';
import { exchangeDirectory } from '@/domain/exchangeDirectory';

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

/**
 * The trusted-exchange marquee. The list is drawn twice for a seamless loop; the copy is hidden
 * from assistive technology. It pauses on hover, on focus and with its pause button (moving
 * content needs a way to stop it, WCAG 2.2.2), and stands still for people who ask their system
 * for reduced motion.
 */
export function ExchangeMarquee({ speedSeconds = 24 }: { speedSeconds?: number }) {
  const { t } = useTranslation('landing');
  const [paused, setPaused] = useState(false);
  const row = (copy: boolean) => (
    <Stack
      component="ul"
      direction="row"
      aria-hidden={copy || undefined}
      aria-label={copy ? undefined : t('marquee.label')}
      spacing={4}
      useFlexGap
      // Standing still (reduced motion), the names wrap onto rows instead of running off a phone's screen.
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pr: 4,
        flexShrink: 0,
        '@media (prefers-reduced-motion: reduce)': {
          flexWrap: 'wrap',
          flexShrink: 1,
          justifyContent: 'center',
          rowGap: 2,
          px: 2,
        },
      }}
    >
      {exchangeDirectory.map((exchange) => (
        <Stack
          key={exchange.slug}
          component="li"
          direction="row"
          spacing={1.25}
          sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}
        >
          {/* Eager: a moving strip scrolls images into view sideways, which lazy loading does not notice. */}
          <ExchangeLogo exchange={exchange} size={32} decorative loading="eager" />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {exchange.name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
  return (
    <Box component="section" aria-labelledby="marquee-title" sx={{ py: { xs: 5, md: 7 } }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mb: 3, px: 2 }}>
        <Typography id="marquee-title" variant="h6" component="h2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('marquee.title')}
        </Typography>
        <IconButton
          size="small"
          aria-label={paused ? t('marquee.play') : t('marquee.pause')}
          onClick={() => setPaused((now) => !now)}
          sx={{ '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Stack>
      <Box
        data-testid="marquee"
        sx={{
          overflow: 'hidden',
          maskImage: 'linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent)',
          '&:hover .marquee-track, &:focus-within .marquee-track': { animationPlayState: 'paused' },
        }}
      >
        <Box
          className="marquee-track"
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${scroll} ${speedSeconds}s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              flexWrap: 'wrap',
              width: '100%',
              justifyContent: 'center',
            },
          }}
        >
          {row(false)}
          <Box sx={{ display: 'contents', '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}>
            {row(true)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
