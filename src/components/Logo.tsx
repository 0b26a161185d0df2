import Box from '@mui/material/Box';

/** The OCTOSS mark and word; decorative parts are hidden from assistive technology. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 800,
        letterSpacing: '0.04em',
        fontSize: size * 0.7,
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden sx={{ color: 'primary.main' }}>
        <circle cx="16" cy="16" r="14" fill="currentColor" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="3.5" />
        <circle cx="16" cy="16" r="2.2" fill="#fff" />
      </Box>
      OCTOSS
    </Box>
  );
}
