import { describe, expect, it } from 'vitest';
import { themeFor } from '@/app/theme';

type Generators = { generateThemeVars: () => unknown; generateStyleSheets: () => unknown };

describe('the theme', () => {
  it('makes its CSS variables once: every render of the provider gets the same style sheets and vars', () => {
    const theme = themeFor('ko') as unknown as Generators;
    const sheets = theme.generateStyleSheets();
    expect(JSON.stringify(sheets)).toContain('--mui-palette-primary-main');
    expect(theme.generateStyleSheets()).toBe(sheets);
    const vars = theme.generateThemeVars();
    expect(vars).toHaveProperty('palette.primary.main');
    expect(theme.generateThemeVars()).toBe(vars);
  });

  it('is one object per language', () => {
    expect(themeFor('ja')).toBe(themeFor('ja'));
    expect(themeFor('ja')).not.toBe(themeFor('en'));
  });
});
