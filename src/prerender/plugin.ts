import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { pageDocument } from './document.ts';
import { styleAttributesToRules } from './styleAttributes.ts';
import { servePrerenderedPages } from './previewRewrites.ts';

type Entry = typeof import('./entry.tsx');
type Language = Parameters<Entry['renderPage']>[1];
type ShareCard = Awaited<ReturnType<Entry['renderPage']>>['card'];
/** How the build's backend answers a page's reads (src/prerender/publicReads.ts). */
type Answerer = NonNullable<NonNullable<Parameters<Entry['renderPage']>[3]>['answer']>;

/** The SPA shell for every path without a prerendered page (unknown paths). */
export const spaShell = 'app-shell.html';

/**
 * The public profile page for a code the build does not know (`/l/<code>`, `/ko/l/<code>`): a
 * generic head with noindex, the profile's page as it first renders. One per language.
 */
export const profileShell = 'profile-shell.html';

/** What the demo backend answers that the heads name (tooling/prerender/demoContent.ts); a live build has none. */
export type PrerenderContent = {
  profiles: readonly { code: string; name: string }[];
  faq: Partial<Record<string, readonly { question: string; answer: string }[]>>;
  /** Answers a request as the demo backend does: the pages show the reads the same for every reader. */
  answer?: Answerer;
  /** Answers as the demo backend does its signed-in trader: for the styles of a page's loaded state. */
  answerAsTrader?: Answerer;
};

/** Every HTML file under `dir` that still holds a `{{placeholder}}`, with the placeholder: a text that was never interpolated. */
export async function unfilledPlaceholders(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const match = /\{\{[^}]*\}?\}?/.exec(await readFile(file, 'utf8'));
    if (match) found.push(`${relative(dir, file)}: ${match[0]}`);
  }
  return found;
}

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
  /** The demo backend's profiles and FAQ for the heads; none in a live build. */
  content?: () => Promise<PrerenderContent>;
  /** Makes the share images of the heads and the app icons in the build (tooling/share-images/site.ts); says what it did. */
  images?: (cards: ShareCard[], outDir: string) => Promise<string>;
  /** The chunks of the bundle each page fetches beside the entry once it has painted (their file names). */
  preload?: (bundle: Rollup.OutputBundle) => string[];
}): Plugin {
  let config: ResolvedConfig;
  let preload: string[] = [];
  return {
    name: 'prerender',
    // The build writes the pages, `vite preview` serves them.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      preload = (options.preload?.(bundle) ?? []).map((file) => `${config.base}${file}`);
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
      // Asked of the demo backend in Node while the server build runs.
      const loadingContent = options.content?.();
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
      const content: PrerenderContent = (await loadingContent) ?? { profiles: [], faq: {} };
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, spaShell), shell);
      const written = new Set<string>();
      const cards = new Map<string, ShareCard>();
      const write = async (file: string, language: Language, page: Awaited<ReturnType<Entry['renderPage']>>) => {
        const moved = styleAttributesToRules(page.html);
        const css = page.css + moved.css;
        const cssName = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        if (!written.has(cssName)) {
          await writeFile(join(outDir, cssName), css);
          written.add(cssName);
        }
        cards.set(page.card.file, page.card);
        await mkdir(join(outDir, file, '..'), { recursive: true });
        await writeFile(
          join(outDir, file),
          pageDocument(shell, {
            language,
            head: page.head,
            stylesheet: `${config.base}${cssName}`,
            html: moved.html,
            styles: page.styles,
            globalStyles: page.globalStyles,
            paintFirstScript: `${config.base}paint-first.js`,
            preload,
            manifest: entry.manifestPath(language),
            answers: page.answers,
          }),
        );
      };
      const languages = options.languages as Language[];
      const paths = entry.prerenderedPaths();
      for (const language of languages) {
        const prefix = language === 'en' ? '' : language;
        for (const path of paths) {
          const faq = path === entry.faqPath ? content.faq[language] : undefined;
          await write(
            join(prefix, path, 'index.html'),
            language,
            await entry.renderPage(path, language, { faq }, content),
          );
        }
        for (const profile of content.profiles) {
          const path = entry.profilePath(profile.code);
          await write(
            join(prefix, path, 'index.html'),
            language,
            await entry.renderPage(path, language, { profile }, content),
          );
        }
        await write(
          join(prefix, profileShell),
          language,
          await entry.renderPage(
            entry.profilePath(entry.unknownProfileCode),
            language,
            { unknownProfile: true },
            content,
          ),
        );
      }
      // robots.txt, sitemap.xml, a web manifest per language.
      for (const [file, text] of Object.entries(await entry.siteFiles(languages, content.profiles))) {
        await writeFile(join(outDir, file), text);
      }
      // A text that was never interpolated is a broken word in what search engines and link previews read.
      const unfilled = await unfilledPlaceholders(outDir);
      if (unfilled.length > 0) throw new Error(`Placeholders left in the built HTML:\n${unfilled.join('\n')}`);
      const images = options.images ? await options.images([...cards.values()], outDir) : 'no share images';
      config.logger.info(
        `prerendered ${languages.length} languages × (${paths.length} pages + ${content.profiles.length} profiles + the generic profile); ${images}`,
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      if (existsSync(join(outDir, spaShell)))
        server.middlewares.use(servePrerenderedPages(outDir, spaShell, profileShell));
    },
  };
}
