import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font, FontWeight } from 'satori';
import type { Language } from '../../src/i18n/languages.ts';

/**
 * The fonts of the images: Noto Sans (Latin with Vietnamese), Noto Sans KR and Noto Sans JP, from
 * the @fontsource packages. Each package is cut into files by Unicode range (Latin, Vietnamese, and
 * about 120 slices of Hangul or kana and kanji); unicode.json says which code points each file holds.
 * An image loads only the files whose ranges hold its characters, so a Korean title reads a few
 * hundred kB of font, not the whole 4 MB face.
 */

const require = createRequire(import.meta.url);

interface Family {
  /** The family's name as the packages give it. */
  name: string;
  /** Its @fontsource package. */
  pkg: string;
}

const latin: Family = { name: 'Noto Sans', pkg: '@fontsource/noto-sans' };
const korean: Family = { name: 'Noto Sans KR', pkg: '@fontsource/noto-sans-kr' };
const japanese: Family = { name: 'Noto Sans JP', pkg: '@fontsource/noto-sans-jp' };

/**
 * Which family draws a character, by language: the first of the list whose files hold it. Latin
 * letters, digits and punctuation come from Noto Sans in every language, so the brand text looks the
 * same everywhere; the language's own CJK face comes next (a kanji on a Japanese page is drawn the
 * Japanese way, a Hanja on a Korean page the Korean way), the other one last.
 */
export const familyOrder: Record<Language, Family[]> = {
  en: [latin, japanese, korean],
  vi: [latin, japanese, korean],
  id: [latin, japanese, korean],
  ja: [latin, japanese, korean],
  ko: [latin, korean, japanese],
};

/** The weights the images use: body text, the title, the word mark. */
export type Weight = Extract<FontWeight, 400 | 700 | 800>;

interface Slice {
  family: Family;
  /** The subset's name in unicode.json: `latin`, `vietnamese`, `[12]`... */
  subset: string;
  ranges: Array<[number, number]>;
}

function parseRanges(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const range: [number, number] = [parseInt(from, 16), parseInt(to, 16)];
    if (range.some(Number.isNaN)) throw new Error(`Unreadable unicode range "${part}"`);
    return range;
  });
}

const packageDirs = new Map<string, string>();
function packageDir(pkg: string): string {
  let dir = packageDirs.get(pkg);
  if (!dir) {
    dir = dirname(require.resolve(`${pkg}/package.json`));
    packageDirs.set(pkg, dir);
  }
  return dir;
}

const slicesByFamily = new Map<Family, Slice[]>();
function slicesOf(family: Family): Slice[] {
  let slices = slicesByFamily.get(family);
  if (!slices) {
    const table = JSON.parse(readFileSync(join(packageDir(family.pkg), 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    slices = Object.entries(table).map(([subset, ranges]) => ({ family, subset, ranges: parseRanges(ranges) }));
    slicesByFamily.set(family, slices);
  }
  return slices;
}

/**
 * Characters that need no glyph: spaces and line breaks are laid out, not drawn, and the zero-width
 * joiners and variation selectors change the glyph before them.
 */
function needsGlyph(codePoint: number): boolean {
  return !(
    codePoint <= 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0xa0) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f)
  );
}

function sliceFor(codePoint: number, families: Family[]): Slice | undefined {
  for (const family of families) {
    const slice = slicesOf(family).find(({ ranges }) =>
      ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
    );
    if (slice) return slice;
  }
  return undefined;
}

/** The characters of `text` that none of the fonts can draw. */
export function uncoveredCharacters(text: string, language: Language): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (needsGlyph(codePoint) && !sliceFor(codePoint, familyOrder[language])) missing.add(char);
  }
  return [...missing];
}

/** A font file as satori takes it, named by its slice so every slice is a family of its own. */
const loaded = new Map<string, Font>();
function loadSlice(slice: Slice, weight: Weight): Font {
  const file = `${slice.family.pkg.split('/')[1]}-${slice.subset.replace(/[[\]]/g, '')}-${weight}-normal.woff`;
  let font = loaded.get(file);
  if (!font) {
    font = {
      name: `${slice.family.name} ${slice.subset}`,
      data: readFileSync(join(packageDir(slice.family.pkg), 'files', file)),
      weight,
      style: 'normal',
    };
    loaded.set(file, font);
  }
  return font;
}

export interface FontSet {
  /** The font files for satori's `fonts` option. */
  fonts: Font[];
  /** The CSS font-family list that tries them in the language's order. */
  fontFamily: string;
}

/** Some text and the weight it is drawn at. */
export interface TextRun {
  text: string;
  weight: Weight;
}

/**
 * The font files that draw `runs` in `language`, each at its weight. Throws, naming the characters,
 * when some character is in none of the fonts: an image never shows an empty box.
 */
export function fontsFor(runs: TextRun[], language: Language): FontSet {
  const families = familyOrder[language];
  const needed = new Map<Slice, Set<Weight>>();
  const missing = new Set<string>();
  const need = (slice: Slice, weight: Weight) => needed.set(slice, (needed.get(slice) ?? new Set()).add(weight));
  for (const { text, weight } of runs) {
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (!needsGlyph(codePoint)) continue;
      const slice = sliceFor(codePoint, families);
      if (slice) need(slice, weight);
      else missing.add(char);
    }
  }
  if (missing.size) throw new MissingGlyphsError([...missing], language);
  // Basic Latin at every weight, so that spaces, and text without letters, have a font to be laid out with.
  const base = slicesOf(latin).find((slice) => slice.subset === 'latin');
  if (base) for (const { weight } of runs) need(base, weight);
  // The language's order of families, and the packages' order of slices within each.
  const ordered = families.flatMap((family) => slicesOf(family).filter((slice) => needed.has(slice)));
  return {
    fonts: ordered.flatMap((slice) => [...(needed.get(slice) ?? [])].sort().map((weight) => loadSlice(slice, weight))),
    fontFamily: ordered.map((slice) => `'${slice.family.name} ${slice.subset}'`).join(', '),
  };
}

export class MissingGlyphsError extends Error {
  constructor(
    readonly characters: string[],
    readonly language: Language,
  ) {
    super(
      `No font of the share images draws ${characters
        .map((char) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`)
        .join(
          ', ',
        )} (language ${language}): it would show as an empty box. Change the text or add a font in tooling/share-images/fonts.ts.`,
    );
    this.name = 'MissingGlyphsError';
  }
}
