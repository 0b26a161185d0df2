import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { paths } from './paths';

/**
 * Shown when a page throws while rendering or loading. It must work even when the translations
 * are what failed, so its words are the spec's fixed English plus a way back.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 6 } }}>
      <Paper role="alert" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Unexpected Application Error!
        </Typography>
        {detail && (
          <Typography
            component="pre"
            color="text.secondary"
            sx={{ mt: 2, whiteSpace: 'pre-wrap', fontSize: '0.875rem' }}
          >
            {detail}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="outlined" href={paths.landing()}>
            Back to home
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
