import { answersBlock } from '../lib/prerenderedAnswers.ts';

/**
 * Turns the built SPA shell (index.html) into one prerendered page: the page's markup in #root,
 * its head tags and stylesheet, and no script that competes with the first paint. Plain string
 * work on the HTML Vite wrote, so it is tested without a build (tests/unit/prerender-document.test.ts).
 */
export type PageDocument = {
  language: string;
  head: string;
  stylesheet: string;
  html: string;
  /** The names of the emotion styles its stylesheet holds, for the app's cache (src/lib/prerenderedStyles.ts). */
  styles: readonly string[];
  /** Those of them that are global styles (src/prerender/globalStyles.ts), which the app adopts instead of inserting them again. */
  globalStyles: readonly string[];
  /** The classic script that starts the app after the first paint (public/paint-first.js). */
  paintFirstScript: string;
  /** Chunks it fetches beside the entry, once the page has painted (`data-preload`). */
  preload?: readonly string[];
  /** The web manifest of the page's language (src/prerender/siteFiles.ts). */
  manifest?: string;
  /** The answers the page was rendered with, as JSON (src/prerender/publicReads.ts). */
  answers?: string;
};

const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;
const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
// The comment just before #root (about the boot skeleton), not an earlier one.
const bootComment = /\s*<!--(?:(?!-->)[\s\S])*-->(?=\s*<div id="root">)/;

const preloadAttribute = (files: readonly string[] = []) =>
  files.length > 0 ? ` data-preload="${files.join(' ')}"` : '';

export function pageDocument(shell: string, page: PageDocument): string {
  const app = moduleScript.exec(shell)?.[1];
  if (!app) throw new Error('The built index.html has no module script to start');
  if (!root.test(shell)) throw new Error('The built index.html has no #root to fill');
  // The CSP allows no inline styles (src/prerender/styleAttributes.ts moves them to the stylesheet).
  if (/\sstyle="/.test(page.html)) throw new Error('The prerendered markup still has a style attribute');
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, page.head)
    .replace(/<link rel="manifest" href="[^"]*"/, (tag) =>
      page.manifest ? `<link rel="manifest" href="${page.manifest}"` : tag,
    )
    .replace(modulePreload, '')
    .replace(
      moduleScript,
      `<script src="${page.paintFirstScript}" data-app="${app}"${preloadAttribute(page.preload)} defer></script>`,
    )
    .replace('</head>', `  <link rel="stylesheet" href="${page.stylesheet}">\n  </head>`)
    .replace(bootComment, '')
    .replace(
      root,
      (_, end: string) =>
        `<div id="root" data-prerendered data-styles="${page.styles.join(' ')}" data-global-styles="${page.globalStyles.join(' ')}">${page.html}</div>${page.answers ? answersBlock(page.answers) : ''}${end}`,
    );
}
