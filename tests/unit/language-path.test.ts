// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  pathInLanguage,
  pathUnderBasename,
  pathWithoutLanguage,
  routerBasename,
} from '@/i18n/languagePath';
import { languageCodes } from '@/i18n/languages';

describe('language prefixes of paths', () => {
  it('reads the language of a prefixed path; English has none', () => {
    expect(languageOfPath('/ko/app/dashboard')).toBe('ko');
    expect(languageOfPath('/ja')).toBe('ja');
    expect(languageOfPath('/app/dashboard')).toBeNull();
    expect(languageOfPath('/en/app')).toBeNull();
    expect(languageOfPath('/kor/app')).toBeNull();
  });

  it('moves a path between languages', () => {
    expect(pathInLanguage('/app/dashboard', 'ko')).toBe('/ko/app/dashboard');
    expect(pathInLanguage('/ko/app/dashboard', 'vi')).toBe('/vi/app/dashboard');
    expect(pathInLanguage('/ko/app/dashboard', 'en')).toBe('/app/dashboard');
    expect(pathInLanguage('/', 'id')).toBe('/id/');
    expect(pathInLanguage('/ja', 'en')).toBe('/');
    expect(pathWithoutLanguage('/ko/')).toBe('/');
  });

  it('gives the router the prefix as its basename', () => {
    expect(routerBasename('/', '/ko/app/trustboard')).toBe('/ko');
    expect(routerBasename('/', '/app/trustboard')).toBe('/');
    expect(routerBasename('/site/', '/ko/app')).toBe('/site/ko');
  });

  it('gives the path the router sees under its basename', () => {
    expect(pathUnderBasename('/ko/app/trustboard', '/ko')).toBe('/app/trustboard');
    expect(pathUnderBasename('/ko', '/ko')).toBe('/');
    expect(pathUnderBasename('/app/payouts', '/')).toBe('/app/payouts');
    expect(pathUnderBasename('/site/ko/app', '/site/ko')).toBe('/app');
  });

  // Issue 25, 1: `/ko//evil.example/pwned`, then English, opened `//evil.example/pwned`: another site.
  const hostile = [
    '//evil.example/pwned',
    '/ko//evil.example/pwned',
    '/ko///evil.example',
    '/\\evil.example/x',
    '/ko/\\evil.example',
    '/ko\\\\evil.example',
    '/\\/evil.example',
    '/ja/\\/\\evil.example/a//b',
    '/%2F%2Fevil.example',
    '/ko/%5C%5Cevil.example',
    '////',
  ];
  it.each(languageCodes)('never leaves the origin from a hostile path, in %s', (language) => {
    for (const path of [...hostile, ...hostile.map((hostilePath) => `/${language}${hostilePath}`)]) {
      const moved = pathInLanguage(path, language);
      expect([path, new URL(moved, 'https://octoss.app').origin]).toEqual([path, 'https://octoss.app']);
      expect([path, moved]).toEqual([path, expect.stringMatching(/^\/(?![\\/])/)]);
    }
  });
});
