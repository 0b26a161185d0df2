import { describe, expect, it } from 'vitest';
import { cacheForPrerenderedPage } from '@/lib/prerenderedStyles';

describe('cacheForPrerenderedPage', () => {
  it("marks the styles the page's stylesheet holds as inserted, with emotion's default key", () => {
    const root = document.createElement('div');
    root.setAttribute('data-styles', '1r1yivp  css-global-abc 3wczb8');
    const cache = cacheForPrerenderedPage(root);
    expect(cache.key).toBe('css');
    expect(Object.keys(cache.inserted).sort()).toEqual(['1r1yivp', '3wczb8', 'css-global-abc']);
    expect(cache.inserted['1r1yivp']).toBe(true);
  });

  it('knows no style where the HTML names none', () => {
    expect(cacheForPrerenderedPage(document.createElement('div')).inserted).toEqual({});
  });
});
