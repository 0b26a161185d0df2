import { useState } from 'react';
import Box from '@mui/material/Box';
import { logoPath, type ExchangeMark } from '@/domain/exchangeDirectory';

type Props = {
  /** The exchange (its slug, name and colour for the monogram). */
  exchange: ExchangeMark;
  /** Its side in px. */
  size?: number;
  /** True when the exchange's name is written beside it: then the logo is hidden from screen readers. */
  decorative?: boolean;
  /** eager for logos above the fold, lazy (the default) in long lists. */
  loading?: 'lazy' | 'eager';
};

/** An exchange mark from /exchanges/{slug}.{ext}, with the monogram drawn when there is no file or it fails. */
export function ExchangeLogo({ exchange, size = 32, decorative = false, loading = 'lazy' }: Props) {
  const [failed, setFailed] = useState(false);
  const alt = decorative ? '' : exchange.name;
  if (failed || !exchange.ext) {
    return (
      <Box
        component="span"
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : exchange.name}
        aria-hidden={decorative || undefined}
        sx={{
          width: size,
          height: size,
          borderRadius: size / 4.5,
          bgcolor: exchange.color,
          color: '#fff',
          display: 'inline-grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: size * 0.4,
          flexShrink: 0,
        }}
      >
        {exchange.mono}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={logoPath({ slug: exchange.slug, ext: exchange.ext })}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ borderRadius: size / 4.5, flexShrink: 0, display: 'block' }}
    />
  );
}
