// @vitest-environment node
// The prerender renders in Node, where emotion's <Global> inserts through the cache as it renders.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, Global, css, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { recordGlobalStyles } from '@/prerender/globalStyles';

describe('recordGlobalStyles', () => {
  it('names the global styles a render inserts, each under its own name, and no class style', () => {
    const pulse = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
    const withKeyframes = css({ body: { margin: 0, animation: `${pulse} 1s` } });
    const plain = css({ html: { boxSizing: 'border-box' } });
    const Red = styled.p({ color: 'red' });
    const Pulsing = styled.p({ animation: `${pulse} 2s` });
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const globals = recordGlobalStyles(cache);
    renderToString(
      <CacheProvider value={cache}>
        <Global styles={withKeyframes} />
        <Global styles={plain} />
        <Red>text</Red>
        <Pulsing>text</Pulsing>
      </CacheProvider>,
    );
    expect([...globals].sort()).toEqual([withKeyframes.name, plain.name].sort());
    // The class styles and the keyframes are in the cache too, as every style is, for the page's stylesheet.
    expect(Object.keys(cache.inserted)).toEqual(expect.arrayContaining([pulse.name, plain.name]));
    expect(Object.keys(cache.inserted).length).toBeGreaterThanOrEqual(5);
  });
});
