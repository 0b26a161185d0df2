import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '@/lib/hydration';
import { LoadingAnnouncement } from './Stale';
import { CardList, cardGapPx, cardHeight, pagerPx, useFirstCardsFirst, type CardShape } from './table/CardList';
import { TableView } from './table/TableView';
import { PagerButton } from './table/PagerButton';
import { EmptyState } from './EmptyState';
import type { Column, ColumnSort, Paging } from './table/types';

export type { Column, ColumnSort } from './table/types';

/** A table's paging from one page of a paged answer (`{ items, page, pageSize, total }`). */
export const pagingOf = (
  answer: { page: number; pageSize: number; total: number },
  onPageChange: (page: number) => void,
  labelDisplayedRows?: Paging['labelDisplayedRows'],
): Paging => ({ page: answer.page, pageSize: answer.pageSize, total: answer.total, onPageChange, labelDisplayedRows });

/** A column of one small button per row (View…), named for its row to screen readers. */
export const buttonColumn = <T,>(
  key: string,
  header: string,
  text: string,
  label: (row: T) => string,
  onClick: (row: T) => void,
): Column<T> => ({
  key,
  header,
  render: (row) => (
    <Button size="small" onClick={() => onClick(row)} aria-label={label(row)}>
      {text}
    </Button>
  ),
});

type Props<T> = {
  /** The table's name for screen readers ("Accruals"), translated. */
  caption: string;
  /** Its columns: header, cell, alignment, sorting; the first is the row's title in a phone's card. */
  columns: Column<T>[];
  /** The rows of the page shown. */
  rows: readonly T[];
  /** A row's stable id (React's key). */
  rowKey: (row: T) => string;
  /** Said in an EmptyState when there are no rows ("No payouts yet"). */
  emptyText: string;
  /** The server's paging (page, size, total, onChange); without it every row shows. */
  paging?: Paging;
  /** The column sorted and its direction, with the handler that changes them. */
  sort?: ColumnSort;
  /**
   * The page (1-based) whose rows are loading while these stay on screen: another page, sort or
   * filter of a query with `placeholderData: keepPreviousData` (`isPlaceholderData`; see
   * `loadingPageOf`). The rows are dimmed, the table `aria-busy`, and a polite live region says
   * "Loading page 2…". Never for a background refresh of the rows shown.
   */
  loadingPage?: number | null;
};

/** The page a list is loading while it still shows the previous one's rows, else null (DataTable's `loadingPage`). */
export const loadingPageOf = (query: { isPlaceholderData: boolean }, page: number): number | null =>
  query.isPlaceholderData ? page : null;

/** Under 600 px the table is a list of cards. */
function useStacked(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * The place of a page of `rows` rows while it loads, about as tall as the table will be: a header,
 * rows of 37-44 px in a small table and the pager; on phones the sort buttons (`sortable`), a card
 * per row and the pager. So what follows does not jump down when the data arrives. Both shapes
 * are in the markup and CSS shows the one for the screen: a skeleton is part of the prerendered
 * HTML, which cannot know the screen (src/prerender/).
 */
export function DataTableSkeleton({
  rows,
  card,
  sortable = false,
}: {
  rows: number;
  card: CardShape;
  sortable?: boolean;
}) {
  return (
    <>
      <Stack spacing={`${cardGapPx}px`} sx={{ display: { xs: 'flex', sm: 'none' }, pb: `${pagerPx}px` }}>
        {sortable && <Skeleton variant="text" width="40%" height={24} />}
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={cardHeight(card)} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={38 + rows * 41 + pagerPx} sx={{ display: { xs: 'none', sm: 'block' } }} />
    </>
  );
}

/**
 * An accessible table with server paging (page is 1-based). Under 600 px each row becomes a
 * card of label/value pairs (table/CardList.tsx), so nothing scrolls sideways on a phone; from
 * 600 px up it is a table (table/TableView.tsx).
 */
export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, paging, sort, loadingPage }: Props<T>) {
  const stacked = useStacked();
  // Rows in prerendered HTML (a public list the build asked for) were written for no one screen:
  // there, and while the browser hydrates them, both shapes are in the markup and CSS shows the one
  // for the screen; then the other one leaves, and the one on screen stays as it is.
  const bothShapes = !useIsHydrated();
  const shownRows = useFirstCardsFirst(rows, stacked && !bothShapes);
  const { t } = useTranslation('common');
  const pagination = paging && paging.total > paging.pageSize && (
    <TablePagination
      component="div"
      getItemAriaLabel={(type) => t(`list.pages.${type}`)}
      count={paging.total}
      page={paging.page - 1}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[]}
      slots={{ actions: { previousButton: PagerButton, nextButton: PagerButton } }}
      onPageChange={(_, page) => paging.onPageChange(page + 1)}
      labelDisplayedRows={
        paging.labelDisplayedRows ? ({ from, to, count }) => paging.labelDisplayedRows!(from, to, count) : undefined
      }
    />
  );
  const stale = loadingPage !== undefined && loadingPage !== null;
  const announcement = <LoadingAnnouncement text={stale ? t('list.loadingPage', { page: loadingPage }) : null} />;
  if (rows.length === 0) {
    return (
      <>
        <div aria-busy={stale || undefined}>
          <EmptyState description={emptyText} />
        </div>
        {announcement}
      </>
    );
  }
  const view = { caption, columns, rowKey, sort, pagination, stale };
  return (
    <>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        {(bothShapes || stacked) && <CardList rows={shownRows} coming={rows.length - shownRows.length} {...view} />}
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        {(bothShapes || !stacked) && <TableView rows={rows} {...view} />}
      </Box>
      {announcement}
    </>
  );
}
