import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type Props = { id: string; title?: string; subtitle?: string; children: ReactNode; tinted?: boolean };

/** A full-width landing band with a centred container and an optional heading. */
export function Section({ id, title, subtitle, children, tinted = false }: Props) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: tinted ? 'action.hover' : 'transparent' }}
    >
      <Container maxWidth="lg">
        {title && (
          <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            <Typography id={headingId} variant="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640, mx: 'auto' }}>
                {subtitle}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
