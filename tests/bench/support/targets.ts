import type { PresetName } from './options';

/** What each page's medians are held to: the targets of the hardening issue. */
export type Targets = {
  performance: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
};

const landingPages = /^\/(\?|$)|^\/[a-z]{2}\/?(\?|$)/;
const mainAppPages = new Set(['/app/dashboard', '/app/trustboard']);

/**
 * Mobile: 98 on the landing (in any language), 95 on the dashboard and the Trustboard, 90 on any
 * other page. Desktop: 100. Everywhere: TBT at most 150 ms, no layout shift, accessibility, SEO and
 * best practices 100.
 */
export function targetsFor(page: string, preset: PresetName): Targets {
  const path = page.split('?')[0]!;
  const mobile = landingPages.test(page) ? 98 : mainAppPages.has(path) ? 95 : 90;
  return {
    performance: preset === 'desktop' ? 100 : mobile,
    tbtMs: 150,
    cls: 0,
    accessibility: 100,
    seo: 100,
    bestPractices: 100,
  };
}

export type Measured = {
  performance: number;
  accessibility: number;
  tbtMs: number;
  cls: number;
  seo?: number;
  bestPractices?: number;
};

/** The targets a median misses, as short phrases for the table ("performance 91 < 95"). */
export function missedTargets(targets: Targets, measured: Measured): string[] {
  const missed: string[] = [];
  if (measured.performance < targets.performance)
    missed.push(`performance ${measured.performance} < ${targets.performance}`);
  if (measured.tbtMs > targets.tbtMs) missed.push(`TBT ${measured.tbtMs} > ${targets.tbtMs} ms`);
  if (measured.cls > targets.cls) missed.push(`CLS ${measured.cls} > ${targets.cls}`);
  if (measured.accessibility < targets.accessibility)
    missed.push(`accessibility ${measured.accessibility} < ${targets.accessibility}`);
  if (measured.seo !== undefined && measured.seo < targets.seo) missed.push(`SEO ${measured.seo} < ${targets.seo}`);
  if (measured.bestPractices !== undefined && measured.bestPractices < targets.bestPractices)
    missed.push(`best practices ${measured.bestPractices} < ${targets.bestPractices}`);
  return missed;
}
