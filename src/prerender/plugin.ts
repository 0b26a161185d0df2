import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageDocument } from './document.ts';
import { styleAttributesToRules } from './styleAttributes.ts';
import { servePrerenderedPages } from './previewRewrites.ts';

type Entry = typeof import('./entry.tsx');

/** The SPA shell for every path without a prerendered page (`/l/<code>`, unknown paths). */
export const spaShell = 'app-shell.html';

/**
 * Writes every page's first screen as HTML after `vite build`, in each language
 * (`dist/ko/app/dashboard/index.html`): a server build of src/prerender/entry.tsx in the same mode
 * (emotion's class names match the browser's only in the same mode), rendered in Node. Each page's
 * emotion CSS goes to a stylesheet named by its content, so pages with the same shell share one.
 */
export function prerender(options: {
  alias: Record<string, string>;
  define: Record<string, string>;
  languages: readonly string[];
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    // The build writes the pages, `vite preview` serves them.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Not for the server build itself, Storybook, or an in-memory build (npm run budget): there is no written index.html to start from.
      if (
        config.build.ssr ||
        config.build.write === false ||
        config.plugins.some((plugin) => plugin.name.startsWith('storybook:'))
      )
        return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(config.root, 'node_modules/.cache/prerender', config.build.outDir.replace(/\W/g, '_'));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: options.alias },
        define: options.define,
        plugins: [react()],
        build: {
          ssr: 'src/prerender/entry.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          // One file: the entry is imported below with a query (a fresh module per build), and a page
          // chunk importing the entry's modules by their plain name would get a second copy of them
          // (their React contexts included) that the entry's providers do not fill.
          rollupOptions: { output: { entryFileNames: 'entry.js', codeSplitting: false } },
        },
      });
      const entry = (await import(`${pathToFileURL(join(serverDir, 'entry.js')).href}?${Date.now()}`)) as Entry;
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, spaShell), shell);
      const written = new Set<string>();
      for (const language of options.languages) {
        for (const path of entry.prerenderedPaths()) {
          const page = await entry.renderPage(path, language as Parameters<Entry['renderPage']>[1]);
          const moved = styleAttributesToRules(page.html);
          const css = page.css + moved.css;
          const cssName = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
          if (!written.has(cssName)) {
            await writeFile(join(outDir, cssName), css);
            written.add(cssName);
          }
          const file = join(outDir, language === 'en' ? '' : language, path, 'index.html');
          await mkdir(join(file, '..'), { recursive: true });
          await writeFile(
            file,
            pageDocument(shell, {
              language,
              head: page.head,
              stylesheet: `${config.base}${cssName}`,
              html: moved.html,
              styles: page.styles,
              paintFirstScript: `${config.base}paint-first.js`,
            }),
          );
        }
      }
      config.logger.info(
        `prerendered ${options.languages.length} languages × ${entry.prerenderedPaths().length} pages`,
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      if (existsSync(join(outDir, spaShell))) server.middlewares.use(servePrerenderedPages(outDir, spaShell));
    },
  };
}
