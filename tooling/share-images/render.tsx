import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { type SatoriOptions } from 'satori';
import type { Language } from '../../src/i18n/languages.ts';
import { brand } from './brand.ts';
import type { CSSProperties } from 'react';
import {
  Card,
  descriptionLines,
  descriptionStyle,
  fontWeights,
  height,
  locale,
  textWidth,
  titleStyle,
  width,
  withBackground,
  type TitleStyle,
} from './card.tsx';
import { fontsFor, MissingGlyphsError, type FontSet } from './fonts.ts';

const require = createRequire(import.meta.url);

let resvgReady: Promise<void> | undefined;
/** resvg is WebAssembly: loaded once per process, from the package's own .wasm file. */
export function initRenderer(): Promise<void> {
  resvgReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return resvgReady;
}

/** SVG to PNG, at the SVG's own size unless `size` (a square's side) is given. */
export async function svgToPng(svg: string, size?: number): Promise<Buffer> {
  await initRenderer();
  const resvg = new Resvg(svg, {
    fitTo: size ? { mode: 'width', value: size } : { mode: 'original' },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * Satori asks for more fonts when a piece of text has no glyph in the ones it was given. fontsFor
 * has already picked a file for every character, so a request here means a font lacks a glyph its
 * package said it has (or an emoji): that is an error, never a silent empty box.
 */
export function satoriOptions(
  fontSet: FontSet,
  language: Language,
  size: { width: number; height?: number },
): SatoriOptions {
  const missing: string[] = [];
  return {
    ...size,
    fonts: fontSet.fonts,
    loadAdditionalAsset: async (_code: string, segment: string) => {
      missing.push(...segment);
      throw new MissingGlyphsError([...new Set(missing)], language);
    },
  };
}

/** The title sizes tried, largest first, with the lines each may take. */
const titleSizes: TitleStyle[] = [
  { fontSize: 88, maxLines: 1 },
  { fontSize: 76, maxLines: 2 },
  { fontSize: 68, maxLines: 2 },
  { fontSize: 60, maxLines: 3 },
  { fontSize: 54, maxLines: 3 },
  { fontSize: 48, maxLines: 3 },
];

/** How many lines `text` takes at `style`, laid out alone, `textWidth` wide. */
async function lineCount(text: string, style: CSSProperties, fontSet: FontSet, language: Language) {
  const svg = await satori(
    <div lang={locale[language]} style={{ display: 'flex', width: textWidth }}>
      <div style={{ ...style, display: 'block', width: textWidth }}>{text}</div>
    </div>,
    satoriOptions(fontSet, language, { width: textWidth }),
  );
  const height = Number(/height="([\d.]+)"/.exec(svg)?.[1]);
  const lineHeight = Number(style.fontSize) * Number(style.lineHeight);
  if (!height || !lineHeight) throw new Error(`Could not measure "${text}"`);
  return Math.round(height / lineHeight);
}

/**
 * The pieces of a title that never break inside: words between spaces, and in Japanese also the runs
 * of Latin letters and digits between kana and kanji (which break anywhere).
 */
export function unbreakableWords(title: string, language: Language): string[] {
  const separators =
    language === 'ja' ? /[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+/u : /\s+/;
  return [...new Set(title.split(separators).filter(Boolean))];
}

/**
 * The width of the widest unbreakable word of `title` at font size 100 (widths scale with the size):
 * a title must be small enough for its longest word to fit a line.
 */
export async function widestWord(title: string, language: Language, fontSet: FontSet): Promise<number> {
  const words = unbreakableWords(title, language);
  if (!words.length) return 0;
  const widths = new Map<string, number>();
  await satori(
    <div lang={locale[language]} style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {words.map((word) => (
        <div key={word} style={{ ...titleStyle(language, fontSet.fontFamily, { fontSize: 100, maxLines: 1 }) }}>
          {word}
        </div>
      ))}
    </div>,
    {
      ...satoriOptions(fontSet, language, { width: 100_000 }),
      onNodeDetected: (node) => {
        if (node.textContent !== undefined && words.includes(node.textContent) && !widths.has(node.textContent)) {
          widths.set(node.textContent, node.width);
        }
      },
    },
  );
  if (widths.size !== words.length) throw new Error(`Could not measure the words of "${title}"`);
  return Math.max(...widths.values());
}

/**
 * The largest title size at which the title takes at most that size's lines and its longest word
 * fits a line. A title too long even at the smallest size is cut after three lines with an ellipsis.
 */
export async function fitTitle(title: string, language: Language, fontSet: FontSet): Promise<TitleStyle> {
  const smallest = titleSizes[titleSizes.length - 1] ?? { fontSize: 48, maxLines: 3 };
  if (!title) return smallest;
  const wordWidth = await widestWord(title, language, fontSet);
  for (const size of titleSizes) {
    if ((wordWidth * size.fontSize) / 100 > textWidth) continue;
    if ((await lineCount(title, titleStyle(language, fontSet.fontFamily, size), fontSet, language)) <= size.maxLines) {
      return size;
    }
  }
  return { ...smallest, clamp: true, breakWords: (wordWidth * smallest.fontSize) / 100 > textWidth };
}

export interface ShareImage {
  /** The page's title, in its language. A trailing site name ("Trustboard | OCTOSS") is left out. */
  title: string;
  /** One line about the page; cut with an ellipsis after two lines. */
  description: string;
  language: Language;
  /** A short label at the top right, such as the section or "Profile". */
  badge?: string;
}

function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The title as the card shows it: on one line, without the site name that page titles end with
 * ("Trustboard | OCTOSS"), since the logo is beside it. A title that is only the site name stays.
 */
export function cardTitle(title: string): string {
  const clean = oneLine(title);
  const withoutSite = clean.replace(new RegExp(`\\s*[|·•–—-]\\s*${brand.name}$`, 'i'), '');
  return withoutSite || clean;
}

/** The share image as SVG (text drawn as paths), 1200 × 630. */
export async function renderShareSvg({ title, description, language, badge }: ShareImage): Promise<string> {
  const cleanTitle = cardTitle(title);
  const cleanDescription = oneLine(description);
  const cleanBadge = badge === undefined ? undefined : oneLine(badge);
  const fontSet = fontsFor(
    [
      { text: cleanTitle, weight: fontWeights.title },
      { text: cleanDescription, weight: fontWeights.description },
      { text: cleanBadge ?? '', weight: fontWeights.badge },
      { text: brand.name, weight: fontWeights.wordmark },
      { text: brand.site, weight: fontWeights.site },
    ],
    language,
  );
  const titleFit = await fitTitle(cleanTitle, language, fontSet);
  const descriptionFits =
    !cleanDescription ||
    (await lineCount(cleanDescription, descriptionStyle(language, fontSet.fontFamily, true), fontSet, language)) <=
      descriptionLines;
  const svg = await satori(
    <Card
      title={cleanTitle}
      description={cleanDescription}
      language={language}
      badge={cleanBadge}
      fontFamily={fontSet.fontFamily}
      titleFit={titleFit}
      descriptionFits={descriptionFits}
    />,
    satoriOptions(fontSet, language, { width, height }),
  );
  return withBackground(svg);
}

/** The share image of a page as a PNG, 1200 × 630. */
export async function renderShareImage(image: ShareImage): Promise<Buffer> {
  return svgToPng(await renderShareSvg(image));
}
