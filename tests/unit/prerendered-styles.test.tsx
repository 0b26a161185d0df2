import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider, Global, css } from '@emotion/react';
import { cacheForPrerenderedPage } from '@/lib/prerenderedStyles';

const globalStyles = css({ body: { margin: 0 } });
const page = (
  <>
    <Global styles={globalStyles} />
    <p>text</p>
  </>
);

const emotionStyles = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];

afterEach(() => emotionStyles().forEach((style) => style.remove()));

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
    expect(emotionStyles()).toEqual([]);
  });

  it('lets a global style the stylesheet holds take over a style element instead of inserting its rules again', async () => {
    // What the prerender writes (src/prerender/globalStyles.ts names it; tested beside).
    const root = document.createElement('div');
    root.dataset.styles = globalStyles.name;
    root.dataset.globalStyles = ` ${globalStyles.name}`;
    const cache = cacheForPrerenderedPage(root);
    const container = document.createElement('div');
    const reactRoot = createRoot(container);
    await act(async () => reactRoot.render(<CacheProvider value={cache}>{page}</CacheProvider>));
    expect(container.textContent).toBe('text');
    expect(emotionStyles().map((style) => style.textContent)).toEqual(['']);
    expect(emotionStyles().map((style) => style.dataset.emotion)).toEqual(['css-global']);
    act(() => reactRoot.unmount());
  });
});
