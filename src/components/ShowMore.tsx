import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadedRows } from '@/api/queries';
import { busyButton } from '@/lib/useSingleFlight';

type PagedQuery = {
  data: InfiniteData<{ items: unknown[]; total: number }> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Under a paged list: how many rows of `total` are shown, and a button that loads the next page.
 * Nothing while every row is shown, so a list never drops rows silently and never shows a dead button.
 */
export function ShowMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation('common');
  if (!query.hasNextPage || !query.data) return null;
  const shown = loadedRows(query.data).length;
  const total = query.data.pages.at(-1)?.total ?? shown;
  return (
    <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('list.shown', { shown, total })}
      </Typography>
      <Button variant="outlined" onClick={() => void query.fetchNextPage()} {...busyButton(query.isFetchingNextPage)}>
        {t('list.showMore')}
      </Button>
    </Stack>
  );
}
