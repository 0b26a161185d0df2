import { createTheme } from '@mui/material/styles';

/**
 * Light and dark palettes; the scheme follows the system until the user picks one (MUI remembers
 * the choice). contrastThreshold 4.5 makes MUI pick text colours that pass WCAG AA on every
 * palette colour, and the info/warning mains are darkened so white text on them passes too.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#4338ca' },
        secondary: { main: '#0f766e' },
        success: { main: '#15803d' },
        warning: { main: '#b45309' },
        info: { main: '#0369a1' },
        error: { main: '#b91c1c' },
        background: { default: '#f7f7fb', paper: '#ffffff' },
        text: { primary: '#14142b', secondary: '#4a4a68' },
      },
    },
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
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK KR", "Noto Sans CJK JP", sans-serif',
    h1: { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.1rem', fontWeight: 650 },
    h6: { fontSize: '1rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
