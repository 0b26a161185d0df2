import { memo, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import { staleRows } from '../Stale';
import type { Column, RowProps, ViewProps } from './types';

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

/** The header cells' look (bold, on one line), once for the row rather than once per cell. */
const headStyles = { '& > tr > th': { fontWeight: 700, whiteSpace: 'nowrap' } } as const;

/** The rows as a table, from 600 px up: sortable headers, one styled rule for the body. */
export function TableView<T>({ caption, columns, rows, rowKey, sort, pagination, stale }: ViewProps<T>) {
  const directionOf = (column: Column<T>) => (sort?.key === column.key ? sort.direction : (column.sorted ?? null));
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={caption} aria-busy={stale || undefined} sx={bodyStyles}>
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
          <TableBody sx={stale ? staleRows : undefined}>
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
