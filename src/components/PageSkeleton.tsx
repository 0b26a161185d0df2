import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

type Props = {
  /** How many card placeholders (the page's number of cards). */
  cards?: number;
  /** What screen readers hear while it loads, translated. */
  label?: string;
};

/** A header plus a grid of card placeholders, the shape of most pages while they load. */
export function PageSkeleton({ cards = 8, label = 'Loading' }: Props) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ p: { xs: 2, md: 3 } }}>
      {/* Sizes in sx, not width/height: those become a style attribute, which the CSP blocks in prerendered HTML. */}
      <Skeleton variant="text" sx={{ width: '40%', height: 48 }} />
      <Skeleton variant="text" sx={{ width: '25%', height: 24, mb: 2 }} />
      <Grid container spacing={2}>
        {Array.from({ length: cards }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" sx={{ height: 160 }} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
