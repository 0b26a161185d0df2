import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/domain/sort';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
};

/**
 * Server-side sorting by the `sortable` columns: `onChange` gets the clicked column's key; `label`
 * names a sort button on phones, where there are no column headers ("Amount, sorted descending").
 */
export type ColumnSort = {
  key: string;
  direction: SortDirection;
  onChange: (key: string) => void;
  label: (header: string, direction: SortDirection | null) => string;
};

type Paging = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  labelDisplayedRows?: (from: number, to: number, count: number) => string;
};

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
  paging?: Paging;
  sort?: ColumnSort;
};

type RowProps<T> = { row: T; columns: Column<T>[] };

/** The class of a body cell with this alignment (MUI's own class names, so the cells read as MUI's). */
const cellClass = {
  left: 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall MuiTableCell-alignLeft',
  right: 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall MuiTableCell-alignRight',
  center: 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall MuiTableCell-alignCenter',
} as const;

/**
 * One row, rendered again only when its data or the columns change: a new page of 20 rows, or a
 * re-render with the previous page still shown, costs only what changed. Needs stable `columns`.
 * Plain elements styled by the table's one rule (bodyStyles): a TableRow and a TableCell would
 * each have their styles serialised by emotion again, 20 rows × 7 cells per page.
 */
const TableRowOf = memo(function TableRowOf<T>({ row, columns }: RowProps<T>) {
  return (
    <tr className="MuiTableRow-root MuiTableRow-hover">
      {columns.map((column) => (
        <td key={column.key} className={cellClass[column.align ?? 'left']}>
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * The body rows' look, once for the whole table: MUI's TableRow (hover) and small TableCell, which
 * the rows' plain elements (TableRowOf) would otherwise get one styled component each for.
 */
const bodyStyles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  return {
    '& > tbody > tr': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
    },
    '& > tbody > tr > td': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.vars?.palette.TableCell.border ?? palette.divider}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '& > tbody > tr > td.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
    '& > tbody > tr > td.MuiTableCell-alignCenter': { textAlign: 'center' },
  } as const;
};

/**
 * The same row as a card of label/value pairs, for phones: an outlined Paper holding plain
 * elements, which the list of cards styles once (cardListStyles).
 */
const CardOf = memo(function CardOf<T>({ row, columns }: RowProps<T>) {
  return (
    <Paper component="li" variant="outlined">
      <dl>
        {columns.map((column) => {
          const value = column.render(row);
          // A card has no empty cells to keep aligned: a column with nothing to say is left out.
          if (value === null || value === undefined || value === false || value === '') return null;
          return (
            <div key={column.key}>
              <dt>{column.header}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
    </Paper>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * The cards' insides, once for the whole list: label and value side by side, labels in body2.
 * (The labels were Typography with color="text.secondary", which does not take effect with this theme:
 * they have always shown in the card's text colour, and still do.)
 */
const cardListStyles = (theme: Theme) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  '& > li': { p: 2 },
  '& > li > dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 },
  '& > li > dl > div': { display: 'contents' },
  '& > li > dl > div > dt': { ...theme.typography.body2, m: 0 },
  '& > li > dl > div > dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

/** The header cells' look (bold, on one line), once for the row rather than once per cell. */
const headStyles = { '& > tr > th': { fontWeight: 700, whiteSpace: 'nowrap' } } as const;

/** Under 600 px the table is a list of cards. */
function useStacked(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * The place of a page of `rows` rows while it loads, about as tall as the table will be (a header,
 * rows of 37-44 px in a small table, the pager; cards on phones), so what follows does not jump
 * down when the data arrives. Both shapes are in the markup and CSS shows the one for the screen:
 * a skeleton is part of the prerendered HTML, which cannot know the screen (src/prerender/).
 */
export function DataTableSkeleton({ rows }: { rows: number }) {
  return (
    <>
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', sm: 'none' } }}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={200} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={38 + rows * 41 + 52} sx={{ display: { xs: 'none', sm: 'block' } }} />
    </>
  );
}

/** How many cards a phone gets in the commit that replaces the skeleton: more than a screenful. */
const firstCards = 6;

/**
 * On a phone a page of rows is as many tall cards, and creating them all is one long commit on a
 * slow phone. The first cards come with the commit that replaces the skeleton, the rest in a
 * transition right after (below the fold, into the room the skeleton held). Only when the list
 * first shows: a later page of rows renders whole, at once.
 */
function useFirstCardsFirst<T>(rows: readonly T[], stacked: boolean): readonly T[] {
  const [whole, setWhole] = useState(!stacked || rows.length <= firstCards);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? rows : rows.slice(0, firstCards);
}

/**
 * An accessible table with server paging (page is 1-based). Under 600 px each row becomes a
 * card of label/value pairs, so nothing scrolls sideways on a phone.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, paging, sort }: Props<T>) {
  const stacked = useStacked();
  const shownRows = useFirstCardsFirst(rows, stacked);
  const { t } = useTranslation('common');
  const pagination = paging && paging.total > paging.pageSize && (
    <TablePagination
      component="div"
      getItemAriaLabel={(type) => t(`list.pages.${type}`)}
      count={paging.total}
      page={paging.page - 1}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_, page) => paging.onPageChange(page + 1)}
      labelDisplayedRows={
        paging.labelDisplayedRows ? ({ from, to, count }) => paging.labelDisplayedRows!(from, to, count) : undefined
      }
    />
  );
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Paper>
    );
  }
  const sortable = sort ? columns.filter((column) => column.sortable) : [];
  const directionOf = (column: Column<T>) => (sort?.key === column.key ? sort.direction : null);
  if (stacked) {
    return (
      <Box>
        {sort && sortable.length > 0 && (
          <Stack direction="row" spacing={2} sx={{ mb: 1.5 }}>
            {sortable.map((column) => (
              <TableSortLabel
                key={column.key}
                active={sort.key === column.key}
                direction={directionOf(column) ?? 'desc'}
                aria-label={sort.label(column.header, directionOf(column))}
                onClick={() => sort.onChange(column.key)}
              >
                {column.header}
              </TableSortLabel>
            ))}
          </Stack>
        )}
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={cardListStyles}>
          {shownRows.map((row) => (
            <CardOf key={rowKey(row)} row={row} columns={columns} />
          ))}
        </Stack>
        {pagination}
      </Box>
    );
  }
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={caption} sx={bodyStyles}>
          <TableHead sx={headStyles}>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sortDirection={directionOf(column) ?? false}>
                  {sort && column.sortable ? (
                    <TableSortLabel
                      active={sort.key === column.key}
                      direction={directionOf(column) ?? 'desc'}
                      onClick={() => sort.onChange(column.key)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRowOf key={rowKey(row)} row={row} columns={columns} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
