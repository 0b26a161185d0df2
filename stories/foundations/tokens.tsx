import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getContrastRatio, type Palette, type Theme, type TypographyVariant } from '@mui/material/styles';
import { appTheme } from '../../src/app/theme';

/**
 * The design tokens, read from the app's theme (src/app/theme.ts) when the page renders: nothing
 * here is typed twice, so a change to the theme is a change to these pages.
 */
export const theme: Theme = appTheme();

type Scheme = 'light' | 'dark';
export const paletteOf = (scheme: Scheme): Palette =>
  (theme as Theme & { colorSchemes: Record<Scheme, { palette: Palette }> }).colorSchemes[scheme].palette;

/** WCAG 2.x AA: 4.5 for text, 3 for large text and the parts of a control. */
const verdict = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : 'fails');

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function TokenTable({ head, rows, caption }: { head: string[]; rows: ReactNode[][]; caption: string }) {
  return (
    <Table size="small" aria-label={caption} sx={{ maxWidth: 960 }}>
      <TableHead>
        <TableRow>
          {head.map((cell) => (
            <TableCell key={cell}>{cell}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {row.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const roles = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

/** One scheme's colours: each role's shades and its text colour, with their contrast ratios. */
export function Colours({ scheme }: { scheme: Scheme }) {
  const palette = paletteOf(scheme);
  const { paper, default: page } = palette.background;
  const swatch = (color: string, text: string, label: string) => (
    <Box
      sx={{
        bgcolor: color,
        color: text,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        minWidth: 120,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
        {label}
      </Typography>
      <Typography variant="caption" sx={{ color: 'inherit' }}>
        {color}
      </Typography>
    </Box>
  );
  const ratio = (foreground: string, background: string) => {
    const value = getContrastRatio(foreground, background);
    return `${value.toFixed(2)}:1 ${verdict(value)}`;
  };
  return (
    <Box sx={{ bgcolor: page, color: palette.text.primary, p: 2, borderRadius: 2 }} className={scheme}>
      <Section title={`${scheme === 'light' ? 'Light' : 'Dark'} scheme: roles`}>
        <TokenTable
          caption={`Colour roles, ${scheme}`}
          head={['role', 'main with its text', 'light', 'dark', 'text on main', 'main as text on paper']}
          rows={roles.map((role) => {
            const color = palette[role];
            return [
              role,
              swatch(color.main, color.contrastText, `${role}.main`),
              swatch(color.light, palette.getContrastText(color.light), 'light'),
              swatch(color.dark, palette.getContrastText(color.dark), 'dark'),
              ratio(color.contrastText, color.main),
              ratio(color.main, paper),
            ];
          })}
        />
      </Section>
      <Section title={`${scheme === 'light' ? 'Light' : 'Dark'} scheme: surfaces and text`}>
        <TokenTable
          caption={`Surfaces and text, ${scheme}`}
          head={['token', 'value', 'text.primary on it', 'text.secondary on it']}
          rows={[
            [
              'background.default (page)',
              swatch(page, palette.text.primary, page),
              ratio(palette.text.primary, page),
              ratio(palette.text.secondary, page),
            ],
            [
              'background.paper (cards)',
              swatch(paper, palette.text.primary, paper),
              ratio(palette.text.primary, paper),
              ratio(palette.text.secondary, paper),
            ],
            ['divider', swatch(palette.divider, palette.text.primary, 'divider'), '', ''],
          ]}
        />
      </Section>
    </Box>
  );
}

const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

/** Every type style with its size, weight and line height, and the scripts of the product's languages. */
export function TypeScale() {
  return (
    <>
      <Section title="Type scale">
        <TokenTable
          caption="Type scale"
          head={['variant', 'sample', 'size', 'weight', 'line height']}
          rows={variants.map((variant) => {
            const style = theme.typography[variant] as {
              fontSize?: string | number;
              fontWeight?: string | number;
              lineHeight?: string | number;
            };
            return [
              variant,
              <Typography key={variant} variant={variant} component="span" sx={{ display: 'block' }}>
                Payback 376.61 USDT
              </Typography>,
              String(style.fontSize ?? ''),
              String(style.fontWeight ?? ''),
              String(style.lineHeight ?? ''),
            ];
          })}
        />
      </Section>
      <Section title="Font stack and scripts">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {theme.typography.fontFamily}
        </Typography>
        <Stack spacing={0.5}>
          {[
            'Earn back your trading fees',
            '거래 수수료를 돌려받으세요',
            '取引手数料を取り戻す',
            'Nhận lại phí giao dịch',
            'Dapatkan kembali biaya trading',
          ].map((sample) => (
            <Typography key={sample} variant="h5" component="p">
              {sample}
            </Typography>
          ))}
        </Stack>
      </Section>
    </>
  );
}

/** The spacing scale: theme.spacing(n), the unit of every margin, padding and gap. */
export function SpacingScale() {
  const steps = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8];
  return (
    <Section title="Spacing">
      <TokenTable
        caption="Spacing"
        head={['theme.spacing(n)', 'px', '']}
        rows={steps.map((step) => [
          String(step),
          theme.spacing(step),
          <Box
            key={step}
            sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }}
          />,
        ])}
      />
    </Section>
  );
}

/** The radii: shape.borderRadius and the multiples the product uses (sx borderRadius: n). */
export function Radii() {
  const base = Number(theme.shape.borderRadius);
  const uses: [string, number][] = [
    ['0.5 (small marks)', base * 0.5],
    ['1 (cards, fields, buttons: shape.borderRadius)', base],
    ['2 (sections, hero panels)', base * 2],
    ['chips, badges (pill)', 999],
  ];
  return (
    <Section title="Radii">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {uses.map(([label, radius]) => (
          <Stack key={label} spacing={1} sx={{ alignItems: 'center', maxWidth: 160 }}>
            <Paper variant="outlined" sx={{ width: 96, height: 64, borderRadius: `${radius}px`, borderWidth: 2 }} />
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {label}
            </Typography>
            <Typography variant="caption">{radius === 999 ? '999px' : `${radius}px`}</Typography>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}

/** The elevations (theme.shadows): cards are outlined (0); menus, popovers and dialogs rise. */
export function Elevation() {
  const levels: [number, string][] = [
    [0, 'cards (outlined), page sections'],
    [1, 'app bar on scroll'],
    [2, 'raised button (not used: disableElevation)'],
    [4, ''],
    [8, 'menus and popovers'],
    [16, ''],
    [24, 'dialogs'],
  ];
  return (
    <Section title="Elevation">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
        {levels.map(([level, use]) => (
          <Paper key={level} elevation={level} sx={{ width: 150, height: 96, p: 1.5 }}>
            <Typography variant="subtitle2">elevation {level}</Typography>
            <Typography variant="caption">{use}</Typography>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}

/** The breakpoints (theme.breakpoints.values) and what changes at each. */
export function Breakpoints() {
  const notes: Record<string, string> = {
    xs: 'phones from 360 px: tables become cards, the bottom call-to-action bar, tabs without scroll buttons',
    sm: 'large phones and small tablets: tables as tables, two cards a row',
    md: 'tablets: the header shows its links, forms in a row',
    lg: 'desktop: four cards a row on the dashboard',
    xl: 'wide screens: the content keeps its width',
  };
  const values = theme.breakpoints.values as Record<string, number>;
  return (
    <Section title="Breakpoints">
      <TokenTable
        caption="Breakpoints"
        head={['name', 'from', 'media query', 'what changes']}
        rows={Object.entries(values).map(([name, from]) => [
          name,
          `${from}px`,
          theme.breakpoints.up(name as 'xs'),
          notes[name] ?? '',
        ])}
      />
    </Section>
  );
}

/** The durations and easings of theme.transitions; with prefers-reduced-motion nothing glides or loops. */
export function Motion() {
  const { duration, easing } = theme.transitions;
  return (
    <>
      <Section title="Durations">
        <TokenTable
          caption="Durations"
          head={['token', 'ms', '']}
          rows={Object.entries(duration).map(([name, ms]) => [
            name,
            String(ms),
            <Box key={name} sx={{ width: Number(ms) / 2, height: 12, bgcolor: 'secondary.main', borderRadius: 0.5 }} />,
          ])}
        />
      </Section>
      <Section title="Easings">
        <TokenTable
          caption="Easings"
          head={['token', 'curve']}
          rows={Object.entries(easing).map(([name, curve]) => [name, curve])}
        />
      </Section>
      <Typography variant="body2" sx={{ maxWidth: 720 }}>
        With the reader&apos;s prefers-reduced-motion: reduce, every animation and transition plays at most once, at
        once (the theme&apos;s CssBaseline rule): skeletons do not pulse, spinners stand still, menus and dialogs appear
        without a glide, the landing marquee stops.
      </Typography>
    </>
  );
}
