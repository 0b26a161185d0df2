// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/app/theme';

type Generators = { generateThemeVars: () => unknown; generateStyleSheets: () => unknown };

describe('the theme', () => {
  it('makes its CSS variables once: every render of the provider gets the same style sheets and vars', () => {
    const theme = appTheme() as unknown as Generators;
    const sheets = theme.generateStyleSheets();
    expect(JSON.stringify(sheets)).toContain('--mui-palette-primary-main');
    expect(theme.generateStyleSheets()).toBe(sheets);
    const vars = theme.generateThemeVars();
    expect(vars).toHaveProperty('palette.primary.main');
    expect(theme.generateThemeVars()).toBe(vars);
  });

  it('is one object for every language: MUI texts come from the app translations, not a theme locale', () => {
    const theme = appTheme();
    expect(appTheme()).toBe(theme);
    expect(theme.components?.MuiTablePagination).toBeUndefined();
    expect(theme.components?.MuiAlert).toBeUndefined();
  });
});
