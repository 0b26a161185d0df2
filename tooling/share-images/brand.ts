import { readFileSync } from 'node:fs';

/**
 * The brand as the site shows it: the colours of the dark scheme in src/app/theme.ts (a unit test
 * checks that each one is still there) and the logo of public/favicon.svg (src/components/Logo.tsx
 * draws the same mark beside the word OCTOSS).
 */
export const brand = {
  /** Dark scheme: background.default, background.paper, text.primary, text.secondary. */
  background: '#0d0d1a',
  paper: '#17172a',
  text: '#f1f1f8',
  textSecondary: '#b6b6cc',
  /** Dark scheme primary and secondary mains: the accents on the dark background. */
  primary: '#a5b4fc',
  secondary: '#5eead4',
  /** Light scheme primary and secondary mains: the logo's disc and the glows behind the text. */
  indigo: '#4338ca',
  teal: '#0f766e',
  name: 'OCTOSS',
  site: 'octoss.app',
} as const;

/** public/favicon.svg: the mark, an indigo disc with a white ring and dot on a 32-unit square. */
export const logoSvg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
