import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage, routerBasename } from '@/i18n/languagePath';

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
});
