import type { PresetName } from './options';

/** What each page's medians are held to: the targets of the speed issue (fast on a phone everywhere) and the open-web issue. */
export type Targets = {
  performance: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
};

const landingPages = /^\/(\?|$)|^\/[a-z]{2}\/?(\?|$)/;

/**
/**
 * Mobile: 98 on the landing (in any language), 95 on every other page. Desktop: 100. Everywhere:
 * TBT at most 150 ms, CLS at most 0.02, accessibility, SEO and best practices 100 (a noindex page,
 * such as the testnet sandbox, is measured without Lighthouse's crawlability audit, which it fails
 * by design: tests/bench/lighthouse.ts).
 */
export function targetsFor(page: string, preset: PresetName): Targets {
  const mobile = landingPages.test(page) ? 98 : 95;
  return {
    performance: preset === 'desktop' ? 100 : mobile,
    tbtMs: 150,
    cls: 0.02,
    accessibility: 100,
    seo: 100,
    bestPractices: 100,
  };
}

/** The targets in a few words, for the report: "≥ 95, TBT ≤ 150 ms, CLS ≤ 0.02". */
export const describeTargets = (targets: Targets): string =>
  `≥ ${targets.performance}, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}`;

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
