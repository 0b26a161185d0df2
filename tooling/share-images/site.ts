import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../src/i18n/languages.ts';
import { renderIcons, renderShareImage } from './index.ts';

/** One share image of the build: where it goes (`og/trustboard-ko.png`) and what it shows. */
export type SiteCard = { file: string; title: string; description: string; language: Language };

const here = dirname(fileURLToPath(import.meta.url));

/**
 * What a picture depends on besides its text: this generator's code, the logo and the installed
 * fonts, satori and resvg. A change of any of them makes every picture again.
 */
function generatorVersion(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(here).sort()) {
    if (/\.(ts|tsx)$/.test(name) && name !== 'site.ts') hash.update(name).update(readFileSync(join(here, name)));
  }
  hash.update(readFileSync(join(here, '../../public/favicon.svg')));
  for (const dependency of [
    'satori',
    '@resvg/resvg-wasm',
    '@fontsource/noto-sans',
    '@fontsource/noto-sans-kr',
    '@fontsource/noto-sans-jp',
  ]) {
    const manifest = join(here, '../../node_modules', dependency, 'package.json');
    hash.update(
      existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : '',
    );
  }
  return hash.digest('hex');
}

/**
 * Makes the build's share images and app icons in `outDir`. A picture is made once for its text
 * and kept in `cacheDir` (node_modules/.cache/share-images), named by the hash of what it shows and
 * of the generator: a build whose titles did not change copies them (a few ms) instead of painting
 * them again (about 0.1 s each). Returns how many were painted and how many copied.
 */
export async function writeSiteImages(
  cards: readonly SiteCard[],
  outDir: string,
  cacheDir: string,
): Promise<{ painted: number; copied: number }> {
  const version = generatorVersion();
  await mkdir(cacheDir, { recursive: true });
  let painted = 0;
  let copied = 0;
  const keep = async (key: string, file: string, make: () => Promise<Buffer>) => {
    const cached = join(cacheDir, `${createHash('sha256').update(version).update(key).digest('hex').slice(0, 32)}.png`);
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    if (existsSync(cached)) {
      copied += 1;
      return copyFile(cached, target);
    }
    const png = await make();
    painted += 1;
    await writeFile(cached, png);
    await writeFile(target, png);
  };
  for (const card of cards) {
    const { title, description, language } = card;
    await keep(JSON.stringify({ title, description, language }), card.file, () =>
      renderShareImage({ title, description, language }),
    );
  }
  let icons: Awaited<ReturnType<typeof renderIcons>> | undefined;
  for (const name of iconNames) {
    await keep(`icon:${name}`, name, async () => {
      icons ??= await renderIcons();
      const icon = icons.find((candidate) => candidate.name === name);
      if (!icon) throw new Error(`tooling/share-images makes no ${name}`);
      return icon.png;
    });
  }
  return { painted, copied };
}

/** The icons tooling/share-images/icons.ts makes, which the manifest and the HTML name. */
export const iconNames = [
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'apple-touch-icon.png',
  'favicon-32.png',
] as const;
