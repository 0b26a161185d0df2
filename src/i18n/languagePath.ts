import { defaultLanguage, isLanguage, type Language } from './languages';

/**
 * Every language but English has its pages under its own prefix (`/ko/app/dashboard`), so each
 * language has its own prerendered HTML and its own address for hreflang. English is at the root.
 */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== defaultLanguage ? first : null;
}

/** The router's basename for a language: '' for English, '/ko' for Korean. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/**
 * A path that can only stay on this origin: backslashes read as slashes (as browsers read them) and
 * runs of slashes made one, so no `//host` or `/\\host` survives to become another site when the
 * path is opened (`/ko//evil.example` without its prefix would be `//evil.example`).
 */
export function sameOriginPath(pathname: string): string {
  return `/${pathname.replace(/[\\/]+/g, '/').replace(/^\//, '')}`;
}

/** The path without its language prefix: `/ko/app/dashboard` → `/app/dashboard`, `/ko` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const path = sameOriginPath(pathname);
  const language = languageOfPath(path);
  if (!language) return path;
  return path.slice(language.length + 1) || '/';
}

/** The same page in another language: `/app/dashboard` → `/ko/app/dashboard`, `/` → `/ko/`. */
export function pathInLanguage(pathname: string, language: Language): string {
  const path = pathWithoutLanguage(pathname);
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The router's basename: the site's base and the address's language prefix, chosen once at start
 * (`/ko/app/dashboard` → `/ko`), so the route table stays the same in every language.
 */
export function routerBasename(base: string, pathname: string): string {
  const language = languageOfPath(pathname);
  return `${base.replace(/\/$/, '')}${language ? languagePrefix(language) : ''}` || '/';
}

/** `pathname` as the router sees it under `basename`: `/ko/app/dashboard` under `/ko` → `/app/dashboard`. */
export function pathUnderBasename(pathname: string, basename: string): string {
  return pathname.slice(basename.replace(/\/$/, '').length) || '/';
}
