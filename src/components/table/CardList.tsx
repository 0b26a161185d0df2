import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import { staleRows } from '../Stale';
import type { Column, RowProps, ViewProps } from './types';

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

/** A phone's card: its padding and border, and its label/value pairs. */
export type CardShape = {
  /** The pairs a card shows: the table's columns. */
  fields: number;
  /** How many of them hold a small button (30 px tall where a line of text is 24). */
  controls?: number;
};

/** The space between two cards, and the pager's height under them (MUI's TablePagination). */
export const cardGapPx = 12;
export const pagerPx = 52;

/** A card's height when each pair stays on one line: a value that wraps makes it taller. */
export const cardHeight = ({ fields, controls = 0 }: CardShape) =>
  2 * 16 + 2 + fields * 24 + controls * 6 + (fields - 1) * 6;

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
  // A label takes at most half the card (it wraps), so the value keeps room (320 px, WCAG 1.4.12 spacing).
  '& > li > dl': {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    columnGap: 2,
    rowGap: 0.75,
    m: 0,
  },
  '& > li > dl > div': { display: 'contents' },
  '& > li > dl > div > dt': { ...theme.typography.body2, m: 0, overflowWrap: 'anywhere' },
  // An amount may wrap before its unit rather than run past the card (320 px, WCAG 1.4.12 spacing).
  '& > li > dl > div > dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere', '& .money': { whiteSpace: 'normal' } },
});

/** How many cards a phone gets in the commit that replaces the skeleton: more than a screenful. */
const firstCards = 6;

/**
 * On a phone a page of rows is as many tall cards, and creating them all is one long commit on a
 * slow phone. The first cards come with the commit that replaces the skeleton, the rest in a
 * transition right after (below the fold, into the room the skeleton held). Only when the list
 * first shows: a later page of rows renders whole, at once.
 */
export function useFirstCardsFirst<T>(rows: readonly T[], stacked: boolean): readonly T[] {
  const [whole, setWhole] = useState(!stacked || rows.length <= firstCards);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? rows : rows.slice(0, firstCards);
}

/** The rows as cards, under 600 px: sort buttons above (there are no column headers), the pager below. */
export function CardList<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  pagination,
  stale,
  coming = 0,
}: ViewProps<T> & { coming?: number }) {
  const sortable = sort ? columns.filter((column) => column.sortable) : [];
  const directionOf = (column: Column<T>) => (sort?.key === column.key ? sort.direction : null);
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
      <Stack
        component="ul"
        aria-label={caption}
        aria-busy={stale || undefined}
        spacing={`${cardGapPx}px`}
        sx={[cardListStyles, stale && staleRows]}
      >
        {rows.map((row) => (
          <CardOf key={rowKey(row)} row={row} columns={columns} />
        ))}
      </Stack>
      {/* The room of the cards still to come (useFirstCardsFirst), so what is below does not jump up and back. */}
      {coming > 0 && (
        <Box sx={{ height: coming * (cardHeight({ fields: columns.length }) + cardGapPx), overflowAnchor: 'none' }} />
      )}
      {pagination}
    </Box>
  );
}
