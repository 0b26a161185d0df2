import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { toastBand } from '@/components/toastArea';
import { nextTask } from '@/lib/nextTask';

/**
 * Light and dark palettes; the scheme follows the system until the user picks one (MUI remembers
 * the choice). contrastThreshold 4.5 makes MUI pick text colours that pass WCAG AA on every
 * palette colour, and the info/warning mains are darkened so white text on them passes too.
 */
/**
 * The keyboard focus ring: a primary-coloured outline with a ring of paper colour inside it, so
 * it stands out on light, dark and primary-coloured backgrounds alike.
 */
function focusRing(theme: Theme) {
  // CSS variables, so the one rule follows the light or dark scheme.
  const { palette } = theme.vars ?? theme;
  return {
    outline: `2px solid ${palette.primary.main}`,
    outlineOffset: 2,
    boxShadow: `0 0 0 2px ${palette.background.paper}`,
  };
}

const insetFocusRing = { outlineOffset: -3, boxShadow: 'none' };

const lightPalette: ThemeOptions['palette'] = {
  contrastThreshold: 4.5,
  primary: { main: '#4338ca' },
  secondary: { main: '#0f766e' },
  success: { main: '#15803d' },
  warning: { main: '#b45309' },
  info: { main: '#0369a1' },
  error: { main: '#b91c1c' },
  background: { default: '#f7f7fb', paper: '#ffffff' },
  text: { primary: '#14142b', secondary: '#4a4a68' },
};

const cssVariables = { colorSchemeSelector: 'class' } as const;

const options: ThemeOptions = {
  cssVariables,
  colorSchemes: {
    light: { palette: lightPalette },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#a5b4fc' },
        secondary: { main: '#5eead4' },
        success: { main: '#4ade80' },
        warning: { main: '#fbbf24' },
        info: { main: '#7dd3fc' },
        error: { main: '#fca5a5' },
        background: { default: '#0d0d1a', paper: '#17172a' },
        text: { primary: '#f1f1f8', secondary: '#b6b6cc' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", sans-serif',
    h1: { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 650 },
    h6: { fontSize: '1rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // Keyboard focus is always visible: links and native controls get the ring, text fields and selects get it around the whole field.
        ':focus-visible:not(.MuiInputBase-input)': focusRing(theme),
        // src/components/Money.tsx: an amount stays on one line unless its box says otherwise (wrapsMoney).
        '.money': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
        '.MuiInputBase-root.Mui-focused': focusRing(theme),
        '@media (prefers-reduced-motion: reduce)': {
          // Every animation and transition (skeleton pulse, spinners, ripples, dialogs, the marquee) plays at most once, at once.
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    // MUI's own focus look is a faint ripple; ButtonBase removes the outline, so put the ring back.
    MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) } },
    // Rows of menus and lists sit in clipping containers: their ring goes inside.
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // A translated badge or status longer than its box wraps onto a second line instead of being cut off.
    MuiChip: {
      styleOverrides: {
        root: { maxWidth: '100%', height: 'auto', minHeight: 32, '&.MuiChip-sizeSmall': { minHeight: 24 } },
        label: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingBlock: 2, textAlign: 'center' },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A chosen value longer than its select wraps instead of being cut with an ellipsis (320 px, text spacing).
    MuiSelect: { styleOverrides: { select: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } },
    // A dialog that is not full screen ends above the toasts' band (src/components/toastArea.ts):
    // a toast it raises must not cover its fields or its buttons.
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme, ownerState }) =>
          ownerState.fullScreen
            ? {}
            : {
                marginBottom: toastBand.xs,
                // A scrolling dialog (scroll="paper") fits between its top margin and the band.
                ...(ownerState.scroll !== 'body' && { maxHeight: `calc(100% - 32px - ${toastBand.xs}px)` }),
                [theme.breakpoints.up('sm')]: {
                  marginBottom: toastBand.sm,
                  ...(ownerState.scroll !== 'body' && { maxHeight: `calc(100% - 32px - ${toastBand.sm}px)` }),
                },
              },
      },
    },
  },
};

/**
 * createTheme already parses the palettes into CSS variables; MUI's provider then builds the
 * `vars` object again when it first renders a theme and the variables' style sheets again on
 * every render of the provider. Both depend on the theme alone, so each is made once per theme
 * and handed back after that.
 */
function generatedOnce(theme: Theme): Theme {
  // Set by createTheme on a theme with cssVariables; not part of the public Theme type.
  const generators = theme as Theme & { generateThemeVars?: () => unknown; generateStyleSheets?: () => unknown };
  const { generateThemeVars, generateStyleSheets } = generators;
  const once = <T>(generate: () => T) => {
    let made: { value: T } | undefined;
    return () => (made ??= { value: generate() }).value;
  };
  if (generateThemeVars) generators.generateThemeVars = once(generateThemeVars);
  if (generateStyleSheets) generators.generateStyleSheets = once(generateStyleSheets);
  return theme;
}

let theme: Theme | undefined;

/**
 * The one theme, made on first use rather than at import (createTheme is a noticeable task on a
 * phone). MUI's own texts are not localized through the theme: the few the app shows (a toast's
 * close button, the table's page buttons) take the app's translations as props, so the theme does
 * not depend on the language and no MUI locale module runs its Intl setup at load.
 */
export function appTheme(): Theme {
  theme ??= generatedOnce(createTheme(options));
  return theme;
}

/**
 * Makes the theme in three tasks of its own rather than one. Its first making is mostly MUI's code
 * running for the first time (compiled as it is first called, its caches cold): in Chromium on a
 * desktop, 25 to 77 ms in one task, where making it again takes 3 to 15; on Lighthouse's phone,
 * four times as long. A theme without CSS variables (4 to 27 ms), then one scheme with them (12 to
 * 44), take MUI's code through its two paths first; the app's theme then comes warm (5 to 15).
 */
export async function prepareAppTheme(): Promise<void> {
  if (theme) return;
  await nextTask();
  createTheme({ palette: lightPalette });
  await nextTask();
  createTheme({ cssVariables, colorSchemes: { light: true } });
  await nextTask();
  appTheme();
}
