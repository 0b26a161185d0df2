// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@/app/pagePaths';
import { benchOptions, withQuery } from '../bench/support/options';
import { missedTargets, targetsFor } from '../bench/support/targets';

// A build folder that does not exist: no prerendered /ko/, so the Korean landing is /?lang=ko.
const noBuild = 'no-such-build-folder';

describe('npm run bench flags', () => {
  it('default to 5 runs of every route of the page registry, the Link-in-Bio profile and the Korean landing, on both presets', () => {
    const { runs, pages, presets } = benchOptions([], noBuild, {});
    expect({ runs, presets }).toEqual({ runs: 5, presets: ['mobile', 'desktop'] });
    expect(pages).toEqual([...pagePaths, '/?lang=ko']);
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/app/dashboard', '/app/trustboard', '/deals', '/app/payouts', '/l/octoss']),
    );
  });

  it('narrow a quick check to fewer runs, pages and one preset', () => {
    expect(benchOptions(['--runs', '1', '--pages', '/,/app/dashboard', '--preset=mobile'], noBuild, {})).toEqual({
      runs: 1,
      pages: ['/', '/app/dashboard'],
      presets: ['mobile'],
    });
    expect(benchOptions([], noBuild, { BENCH_RUNS: '3' }).runs).toBe(3);
  });

  it('refuse values they cannot mean', () => {
    expect(() => benchOptions(['--runs', '0'], noBuild, {})).toThrow('--runs');
    expect(() => benchOptions(['--preset', 'tablet'], noBuild, {})).toThrow('--preset is mobile or desktop');
    expect(() => benchOptions(['--pages', 'app'], noBuild, {})).toThrow('--pages');
    expect(() => benchOptions(['--runs'], noBuild, {})).toThrow('--runs needs a value');
  });

  it('add the bench query to a page that has a query of its own', () => {
    expect(withQuery('/?lang=ko', '?mockDelay=0')).toBe('/?lang=ko&mockDelay=0');
    expect(withQuery('/app/dashboard', '?mockDelay=0')).toBe('/app/dashboard?mockDelay=0');
  });
});

describe('the targets a page is held to', () => {
  it('are 98 on mobile landings in any language, 95 on every other page, 100 on desktop; TBT 150 ms, CLS 0.02', () => {
    expect(
      ['/', '/?lang=ko', '/ko/', '/app/dashboard', '/app/trustboard', '/app/payouts', '/l/octoss'].map(
        (page) => targetsFor(page, 'mobile').performance,
      ),
    ).toEqual([98, 98, 98, 95, 95, 95, 95]);
    expect(targetsFor('/app/payouts', 'desktop')).toEqual({
      performance: 100,
      tbtMs: 150,
      cls: 0.02,
      accessibility: 100,
      seo: 100,
      bestPractices: 100,
    });
  });

  it('name every target a median misses', () => {
    const targets = targetsFor('/', 'mobile');
    expect(missedTargets(targets, { performance: 98, accessibility: 100, tbtMs: 150, cls: 0 })).toEqual([]);
    expect(missedTargets(targets, { performance: 98, accessibility: 100, tbtMs: 150, cls: 0.02 })).toEqual([]);
    expect(missedTargets(targets, { performance: 81, accessibility: 96, tbtMs: 300, cls: 0.03 })).toEqual([
      'performance 81 < 98',
      'TBT 300 > 150 ms',
      'CLS 0.03 > 0.02',
      'accessibility 96 < 100',
    ]);
  });

  it('hold every page to SEO and best practices 100, named when a run measured them', () => {
    const targets = targetsFor('/deals', 'mobile');
    expect([targets.seo, targets.bestPractices]).toEqual([100, 100]);
    const met = { performance: 95, accessibility: 100, tbtMs: 0, cls: 0 };
    expect(missedTargets(targets, met)).toEqual([]);
    expect(missedTargets(targets, { ...met, seo: 92, bestPractices: 96 })).toEqual([
      'SEO 92 < 100',
      'best practices 96 < 100',
    ]);
  });
});
