// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import satori from 'satori';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../tooling/share-images/brand.ts';
import { fontsFor, MissingGlyphsError } from '../../tooling/share-images/fonts.ts';
import { textWidth } from '../../tooling/share-images/card.tsx';
import {
  cardTitle,
  fitTitle,
  initRenderer,
  satoriOptions,
  unbreakableWords,
  widestWord,
} from '../../tooling/share-images/render.tsx';
import {
  decodePng,
  pixelAt,
  readPngHeader,
  renderIcons,
  renderShareImage,
  type Icon,
  type ShareImage,
} from '../../tooling/share-images/index.ts';

beforeAll(() => initRenderer());

/** How many pixels differ between two images of the same size, inside the rows [top, bottom). */
function differingPixels(a: Buffer, b: Buffer, top = 0, bottom = 630): number {
  const one = decodePng(a);
  const two = decodePng(b);
  let count = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < one.width; x++) {
      const p = pixelAt(one, x, y);
      const q = pixelAt(two, x, y);
      if (p.some((value, i) => Math.abs(value - (q[i] ?? 0)) > 8)) count++;
    }
  }
  return count;
}

describe('share images', () => {
  it('are PNG files of exactly 1200 × 630', async () => {
    const png = await renderShareImage({
      language: 'en',
      title: 'Trustboard (Proof) | OCTOSS',
      description: 'Every payout reconciled against its transaction hash, in public.',
      badge: 'Proof',
    });
    expect(readPngHeader(png)).toMatchObject({ width: 1200, height: 630, bitDepth: 8 });
  });

  it.each<ShareImage>([
    { language: 'ko', title: '트러스트보드', description: '모든 지급을 트랜잭션 해시와 대조해 공개적으로 검증합니다.' },
    { language: 'ja', title: 'トラストボード（証明）', description: 'すべての支払いを公開しています。' },
  ])('draw the glyphs of a $language title, from its own Noto face', async (image) => {
    const fonts = fontsFor([{ text: image.title, weight: 700 }], image.language);
    expect(fonts.fontFamily).toContain(image.language === 'ko' ? 'Noto Sans KR' : 'Noto Sans JP');
    const [withTitle, withoutTitle, reversed] = await Promise.all([
      renderShareImage(image),
      renderShareImage({ ...image, title: '' }),
      renderShareImage({ ...image, title: [...image.title].reverse().join('') }),
    ]);
    // The title is drawn: thousands of pixels differ from the card without it.
    expect(differingPixels(withTitle, withoutTitle)).toBeGreaterThan(5_000);
    // With its own glyphs: empty boxes would look the same in any order, letters do not.
    expect(differingPixels(withTitle, reversed)).toBeGreaterThan(5_000);
  });

  it('refuse a character no font draws instead of showing an empty box', async () => {
    expect(() => fontsFor([{ text: 'ภาษาไทย', weight: 700 }], 'en')).toThrow(MissingGlyphsError);
    await expect(renderShareImage({ language: 'en', title: 'Hello 𓀀', description: '' })).rejects.toThrow(/U\+13000/);
  });

  it('fail when satori finds a glyph missing from the fonts it was given', async () => {
    // The Latin fonts only, for Korean text: satori asks for more, and that is an error.
    const latinOnly = fontsFor([{ text: 'abc', weight: 700 }], 'ko');
    const element = createElement('div', { style: { display: 'flex', fontFamily: latinOnly.fontFamily } }, '한국어');
    await expect(satori(element, satoriOptions(latinOnly, 'ko', { width: 400, height: 100 }))).rejects.toThrow(
      MissingGlyphsError,
    );
  });

  it('shrink a title until its longest word fits a line, rather than cut the word', async () => {
    for (const title of ['Counterrevolutionaries Incomprehensibilities', 'Internationalization', 'Trustboard']) {
      const fonts = fontsFor([{ text: title, weight: 700 }], 'en');
      const fit = await fitTitle(title, 'en', fonts);
      expect(((await widestWord(title, 'en', fonts)) * fit.fontSize) / 100).toBeLessThanOrEqual(textWidth);
      expect(fit.breakWords).toBeFalsy();
    }
    // One word longer than a line even at the smallest size: broken as a last resort, not run off the card.
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    expect(await fitTitle(word, 'en', fontsFor([{ text: word, weight: 700 }], 'en'))).toMatchObject({
      fontSize: 48,
      clamp: true,
      breakWords: true,
    });
    // Japanese breaks between kana and kanji, never inside a Latin word among them.
    expect(unbreakableWords('OCTOSSのTrustboardで証明', 'ja')).toEqual(['OCTOSS', 'Trustboard']);
    expect(unbreakableWords('트러스트보드에서 확인하세요', 'ko')).toEqual(['트러스트보드에서', '확인하세요']);
  });

  it('leave out the site name that ends a page title, since the logo is beside it', () => {
    expect(cardTitle('Trustboard (Proof) | OCTOSS')).toBe('Trustboard (Proof)');
    expect(cardTitle('  트러스트보드 —  OCTOSS ')).toBe('트러스트보드');
    expect(cardTitle('OCTOSS')).toBe('OCTOSS');
  });

  it('use the colours of the dark theme and the logo of the favicon', () => {
    const theme = readFileSync(new URL('../../src/app/theme.ts', import.meta.url), 'utf8');
    for (const colour of [
      brand.background,
      brand.paper,
      brand.text,
      brand.textSecondary,
      brand.primary,
      brand.secondary,
      brand.indigo,
      brand.teal,
    ]) {
      expect(theme).toContain(`'${colour}'`);
    }
    expect(readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8')).toContain(brand.indigo);
  });
});

describe('app icons', () => {
  let icons: Icon[];
  beforeAll(async () => {
    icons = await renderIcons();
  });

  it('come in the sizes and purposes a manifest and browsers ask for', () => {
    expect(icons.map(({ name, size, purpose }) => ({ name, size, purpose }))).toEqual([
      { name: 'icon-192.png', size: 192, purpose: 'any' },
      { name: 'icon-512.png', size: 512, purpose: 'any' },
      { name: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
      { name: 'apple-touch-icon.png', size: 180, purpose: 'any' },
      { name: 'favicon-32.png', size: 32, purpose: 'any' },
    ]);
    for (const icon of icons) expect(readPngHeader(icon.png)).toMatchObject({ width: icon.size, height: icon.size });
  });

  it('are opaque indigo to the corners when maskable or for Apple, transparent there otherwise', () => {
    const indigo = [0x43, 0x38, 0xca, 255];
    for (const icon of icons) {
      const pixels = decodePng(icon.png);
      const last = icon.size - 1;
      const corners = [
        pixelAt(pixels, 0, 0),
        pixelAt(pixels, last, 0),
        pixelAt(pixels, 0, last),
        pixelAt(pixels, last, last),
      ];
      const opaque = icon.purpose === 'maskable' || icon.name === 'apple-touch-icon.png';
      for (const corner of corners) {
        if (opaque) expect(corner).toEqual(indigo);
        else expect(corner[3]).toBe(0);
      }
      // The mark's white ring is drawn: the centre row crosses it.
      const row = Array.from({ length: icon.size }, (_, x) => pixelAt(pixels, x, Math.floor(icon.size / 2)));
      expect(row.some(([r, g, b, a]) => r > 240 && g > 240 && b > 240 && a > 240)).toBe(true);
    }
  });

  it('keep the maskable mark inside the safe zone (the centred circle of 80 % of the side)', () => {
    const icon = icons.find(({ purpose }) => purpose === 'maskable');
    if (!icon) throw new Error('no maskable icon');
    const pixels = decodePng(icon.png);
    const centre = icon.size / 2;
    for (let y = 0; y < icon.size; y += 4) {
      for (let x = 0; x < icon.size; x += 4) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= 0.4 * icon.size) continue;
        expect(pixelAt(pixels, x, y)).toEqual([0x43, 0x38, 0xca, 255]);
      }
    }
  });
});
