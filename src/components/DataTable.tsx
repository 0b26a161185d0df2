import { memo, type ReactNode } from 'react';
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
import { useTheme } from '@mui/material/styles';
import type { SortDirection } from '@/domain/sort';

export type Column<T> = { key: string; header: string; render: (row: T) => ReactNode; align?: 'left' | 'right' | 'center'; sortable?: boolean };

/**
 * Server-side sorting by the `sortable` columns: `onChange` gets the clicked column's key; `label`
 * names a sort button on phones, where there are no column headers ("Amount, sorted descending").
 */
export type ColumnSort = { key: string; direction: SortDirection; onChange: (key: string) => void; label: (header: string, direction: SortDirection | null) => string };

type Paging = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; labelDisplayedRows?: (from: number, to: number, count: number) => string };

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

/**
 * One row, rendered again only when its data or the columns change: a new page of 20 rows, or a
 * re-render with the previous page still shown, costs only what changed. Needs stable `columns`.
 */
const TableRowOf = memo(function TableRowOf<T>({ row, columns }: RowProps<T>) {
  return (
    <TableRow hover>
      {columns.map((column) => (
        <TableCell key={column.key} align={column.align}>{column.render(row)}</TableCell>
      ))}
    </TableRow>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** The same row as a card of label/value pairs, for phones. */
const CardOf = memo(function CardOf<T>({ row, columns }: RowProps<T>) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
        {columns.map((column) => {
          const value = column.render(row);
          // A card has no empty cells to keep aligned: a column with nothing to say is left out.
          if (value === null || value === undefined || value === false || value === '') return null;
          return (
            <Box key={column.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">{column.header}</Typography>
              <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** Under 600 px the table is a list of cards. */
function useStacked(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * The place of a page of `rows` rows while it loads, about as tall as the table will be (a header,
 * rows of 37-44 px in a small table, the pager; cards on phones), so what follows does not jump
 * down when the data arrives.
 */
export function DataTableSkeleton({ rows }: { rows: number }) {
  const stacked = useStacked();
  if (stacked) {
    return (
      <Stack spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={200} />
        ))}
      </Stack>
    );
  }
  return <Skeleton variant="rounded" height={38 + rows * 41 + 52} />;
}

/**
 * An accessible table with server paging (page is 1-based). Under 600 px each row becomes a
 * card of label/value pairs, so nothing scrolls sideways on a phone.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, paging, sort }: Props<T>) {
  const stacked = useStacked();
  const pagination = paging && paging.total > paging.pageSize && (
    <TablePagination
      component="div"
      count={paging.total}
      page={paging.page - 1}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_, page) => paging.onPageChange(page + 1)}
      labelDisplayedRows={paging.labelDisplayedRows ? ({ from, to, count }) => paging.labelDisplayedRows!(from, to, count) : undefined}
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
              <TableSortLabel key={column.key} active={sort.key === column.key} direction={directionOf(column) ?? 'desc'} aria-label={sort.label(column.header, directionOf(column))} onClick={() => sort.onChange(column.key)}>
                {column.header}
              </TableSortLabel>
            ))}
          </Stack>
        )}
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
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
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sortDirection={directionOf(column) ?? false} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {sort && column.sortable ? (
                    <TableSortLabel active={sort.key === column.key} direction={directionOf(column) ?? 'desc'} onClick={() => sort.onChange(column.key)}>
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
