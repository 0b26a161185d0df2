import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';

export type TabRowTab<Value extends string> = {
  value: Value;
  label: ReactNode;
  /** The tab's id, for the panel's `aria-labelledby`. */
  id?: string;
  /** The id of the panel the tab shows (`aria-controls`). */
  panel?: string;
};

type Props<Value extends string> = {
  /** The row's accessible name. */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  tabs: readonly TabRowTab<Value>[];
  /** The tabs share the row's width equally (a dialog's few tabs). */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

/** Where the keys move the focus among `count` tabs from `at`, as in WAI-ARIA's tabs pattern. */
const keyMoves: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A row of tabs (WAI-ARIA tabs: arrow keys, Home and End move the focus, Enter or Space chooses; only
 * the chosen tab is in the Tab order). In place of MUI's Tabs, which keep a state of which tabs
 * exist that each tab sets as its element mounts: on a page that hydrates, that made React render
 * again at once in the task that ends hydrating, and run every effect of the page in it (Promos'
 * longest task on a phone). Here nothing is measured or registered: the chosen tab draws its own
 * underline. On a phone the tabs shrink to share the row, no narrower than their longest word; a
 * row that still does not fit scrolls sideways, the chosen tab scrolled into view.
 */
export function TabRow<Value extends string>({ label, value, onChange, tabs, fullWidth = false, sx }: Props<Value>) {
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = rowRef.current;
    const chosen = row?.querySelector('[aria-selected="true"]');
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    const [box, tab] = [row.getBoundingClientRect(), chosen.getBoundingClientRect()];
    if (tab.left < box.left) row.scrollLeft -= box.left - tab.left;
    else if (tab.right > box.right) row.scrollLeft += tab.right - box.right;
  }, [value]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = buttons.indexOf(event.target as HTMLElement);
    if (!move || at < 0) return;
    event.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  };

  return (
    <Box
      ref={rowRef}
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      data-scrolls-sideways
      sx={[
        {
          display: 'flex',
          minHeight: 48,
          // In a column (a dialog's title, row and content), the content gives way, not the tabs.
          flexShrink: 0,
          overflowX: 'auto',
          // Scrolls by touch, by the keys (the focus moves into view) or a trackpad: no bar under the tabs.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={tab.id}
            aria-controls={tab.panel}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
            sx={(theme) => ({
              ...theme.typography.button,
              lineHeight: 1.25,
              position: 'relative',
              minHeight: 48,
              minWidth: 90,
              maxWidth: fullWidth ? 'none' : 360,
              flexShrink: 0,
              ...(fullWidth && { flexGrow: 1, flexBasis: 0 }),
              padding: '12px 16px',
              overflow: 'hidden',
              whiteSpace: 'normal',
              textAlign: 'center',
              color: (theme.vars ?? theme).palette.text.secondary,
              // Inside the row, which clips an outset ring.
              '&.Mui-focusVisible': { outlineOffset: -3, boxShadow: 'none' },
              '&[aria-selected="true"]': {
                color: (theme.vars ?? theme).palette.primary.main,
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  height: 2,
                  backgroundColor: (theme.vars ?? theme).palette.primary.main,
                },
              },
              // No narrower than the longest word: when the words do not fit side by side (320 px
              // with WCAG text spacing) the row scrolls rather than cut or split them.
              [theme.breakpoints.down('sm')]: {
                minWidth: 'min-content',
                flexShrink: 1,
                paddingInline: theme.spacing(1),
              },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
