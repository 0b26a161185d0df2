import { describe, expect, it } from 'vitest';
import { pageDocument } from '@/prerender/document';
import { styleAttributesToRules } from '@/prerender/styleAttributes';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>OCTOSS</title>
    <!-- Blocking on purpose -->
    <script src="/color-scheme.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <!-- the boot skeleton -->
    <div id="root">
      <div class="boot-banner"></div>
    </div>
  </body>
</html>`;

const page = {
  language: 'ko',
  head: '<title data-prerendered>대시보드 | OCTOSS</title>',
  stylesheet: '/assets/page-1.css',
  html: '<header>OCTOSS</header>',
  styles: ['1r1yivp', 'pinf2u'],
  globalStyles: ['pinf2u'],
  paintFirstScript: '/paint-first.js',
};

describe('pageDocument', () => {
  const document = pageDocument(shell, page);

  it('puts the page in #root, marked for hydration with the names of the styles it holds (and which are global), in place of the boot skeleton and its comment', () => {
    expect(document).toContain(
      '<div id="root" data-prerendered data-styles="1r1yivp pinf2u" data-global-styles="pinf2u"><header>OCTOSS</header></div>',
    );
    expect(document).not.toContain('boot-banner');
    expect(document).not.toContain('the boot skeleton');
    expect(document).toContain('<!-- Blocking on purpose -->');
  });

  it('starts the app after the first paint: no module script, no modulepreload', () => {
    expect(document).not.toContain('type="module"');
    expect(document).not.toContain('modulepreload');
    expect(document).toContain('<script src="/paint-first.js" data-app="/assets/index-abc.js" defer></script>');
    expect(document).toContain('<script src="/color-scheme.js"></script>');
  });

  it('names the chunks the app script fetches beside the entry once the page has painted', () => {
    expect(pageDocument(shell, { ...page, preload: ['/assets/ui-1.js', '/assets/app-2.js'] })).toContain(
      '<script src="/paint-first.js" data-app="/assets/index-abc.js" data-preload="/assets/ui-1.js /assets/app-2.js" defer></script>',
    );
  });

  it('has the page language, head tags and stylesheet', () => {
    expect(document).toContain('<html lang="ko">');
    expect(document).toContain('<title data-prerendered>대시보드 | OCTOSS</title>');
    expect(document).not.toContain('<title>OCTOSS</title>');
    expect(document).toMatch(/<link rel="stylesheet" href="\/assets\/page-1.css">\s*<\/head>/);
  });

  it('carries the answers the page was rendered with as a JSON data block after #root, where no text can close it', () => {
    const answers = JSON.stringify({ queries: [{ state: { data: { note: '</script><script>alert(1)</script>' } } }] });
    const withAnswers = pageDocument(shell, { ...page, answers });
    const block = /<\/div><script type="application\/json" id="prerendered-answers">(.*?)<\/script>\s*<\/body>/s.exec(
      withAnswers,
    );
    const json = block?.[1] ?? '';
    expect(json).not.toBe('');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(JSON.parse(answers));
    expect(document).not.toContain('prerendered-answers');
  });

  it('refuses markup with a style attribute, which the CSP would block', () => {
    expect(() => pageDocument(shell, { ...page, html: '<div style="color:red"></div>' })).toThrow(/style attribute/);
  });
});

describe('styleAttributesToRules', () => {
  it('turns each style attribute into a data attribute with a rule, one rule per distinct style', () => {
    const { html, css } = styleAttributesToRules(
      '<a style="--Link-color:rgba(0 0 0 / 0.4)">x</a><a style="--Link-color:rgba(0 0 0 / 0.4)">y</a><b style="font-family:&quot;Noto&quot;">z</b>',
    );
    expect(html).not.toMatch(/\sstyle="/);
    const hashes = [...html.matchAll(/data-style="(\w+)"/g)].map((match) => match[1]);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(hashes[1]);
    expect(css).toBe(
      `#root [data-style="${hashes[0]}"]{--Link-color:rgba(0 0 0 / 0.4)}#root [data-style="${hashes[2]}"]{font-family:"Noto"}`,
    );
  });

  it('outranks a class, as the style attribute did, so a class emotion inserts again later does not override it', () => {
    const { css } = styleAttributesToRules('<span class="css-a" style="height:200px"></span>');
    const selector = css.slice(0, css.indexOf('{'));
    // Specificity: an id and an attribute, against the single class of an emotion rule.
    expect(selector).toMatch(/^#root \[data-style="\w+"\]$/);
  });
});
