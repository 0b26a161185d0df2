import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export type Column<T> = { key: string; header: string; render: (row: T) => ReactNode; align?: 'left' | 'right' | 'center' };

type Paging = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; labelDisplayedRows?: (from: number, to: number, count: number) => string };

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
  paging?: Paging;
};

/**
 * An accessible table with server paging (page is 1-based). Under 600 px each row becomes a
 * card of label/value pairs, so nothing scrolls sideways on a phone.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, paging }: Props<T>) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
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
  if (stacked) {
    return (
      <Box>
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2 }}>
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
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>{column.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
