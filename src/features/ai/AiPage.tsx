import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredInfiniteQuery } from '@/api/useDeferredQuery';
import { loadedRows } from '@/api/queries';
import { ShowMore } from '@/components/ShowMore';
import { useTranslation } from 'react-i18next';
import type { AiAssistant } from '@octoss/contract/ai';
import { EmptyState } from '@/components/EmptyState';
import { QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { assistantsQuery } from './api';

const headlines = ['analysis', 'automation', 'intelligence'] as const;
const statusTone = { available: 'success', beta: 'info', 'coming-soon': 'default' } as const;

export default function AiPage() {
  const { t } = useTranslation(['ai', 'common']);
  const assistants = useDeferredInfiniteQuery(assistantsQuery);
  const [open, setOpen] = useState<AiAssistant | null>(null);
  return (
    <PageFrame page="ai">
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {headlines.map((key) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t(`headlines.${key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`headlines.${key}.text`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('assistants')}
      </Typography>
      <QueryPart
        query={assistants}
        errorTitle={t('error')}
        // The first page of assistants' height on a wide screen (two rows of cards): the section under it stays put.
        skeleton={<Skeleton variant="rounded" sx={{ height: 690 }} />}
        empty={<EmptyState title={t('empty.title')} description={t('empty.text')} />}
      >
        {(pages) => (
          <Grid container spacing={2}>
            {loadedRows(pages).map((assistant) => (
              <Grid key={assistant.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Card
                  component="article"
                  aria-labelledby={`assistant-${assistant.id}`}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Chip
                      size="small"
                      color={statusTone[assistant.status]}
                      label={t(`status.${assistant.status}`)}
                      sx={{ mb: 1 }}
                    />
                    <Typography id={`assistant-${assistant.id}`} variant="h6" component="h3">
                      {assistant.name}
                    </Typography>
                    <Typography color="text.secondary">{assistant.description}</Typography>
                    <List dense>
                      {assistant.features.map((feature) => (
                        <ListItem key={feature} disableGutters>
                          <ListItemText primary={`• ${feature}`} />
                        </ListItem>
                      ))}
                    </List>
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button
                      variant={assistant.status === 'available' ? 'contained' : 'outlined'}
                      disabled={assistant.status === 'coming-soon'}
                      onClick={() => setOpen(assistant)}
                      aria-label={`${t(`actions.${assistant.status}`)}: ${assistant.name}`}
                    >
                      {t(`actions.${assistant.status}`)}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </QueryPart>
      <ShowMore query={assistants} />
      <Card sx={{ mt: 4 }} component="section" aria-labelledby="enterprise-title">
        <CardContent>
          <Typography id="enterprise-title" variant="h6" component="h2">
            {t('enterprise.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('enterprise.text')}
          </Typography>
          <Button variant="contained" href="mailto:sales@octoss.app?subject=Enterprise%20AI%20Solutions">
            {t('enterprise.cta')}
          </Button>
        </CardContent>
      </Card>
      <Dialog
        open={Boolean(open)}
        onClose={() => setOpen(null)}
        aria-labelledby="assistant-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="assistant-dialog-title">{open?.name}</DialogTitle>
        {open && (
          <DialogContent>
            {open.status === 'beta' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('panel.beta')}
              </Alert>
            )}
            <Typography sx={{ fontWeight: 600 }}>{t('panel.you')}</Typography>
            <Typography sx={{ mb: 1.5 }}>{t('panel.question')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{open.name}</Typography>
            <Typography color="text.secondary">{t('panel.answer', { features: open.features.join(', ') })}</Typography>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('panel.demo')}
            </Alert>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('panel.close')}</Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
