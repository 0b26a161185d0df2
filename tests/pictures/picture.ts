import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * A story's picture and its reference (tests/pictures/references/<story id>.png).
 *
 * - Taken of the viewport at its fixed size (the story's viewport: 360 × 740 phone, 1280 × 800
 *   desktop, ...), animations stopped, caret hidden, JPEG pictures masked (see `jpeg`).
 * - Stored small: every picture is kept at half its size (each 2 × 2 block of pixels averaged,
 *   640 × 400 for the desktop, 180 × 370 for a phone). A colour that changes or a part that moves
 *   by a pixel still changes the averaged pixels, so it still fails; the references of every story
 *   stay a few MB. A failure also writes the picture at full size, for people to look at.
 * - Compared exactly: the same Chromium with the same fonts, no GPU, no subpixel text and no font
 *   hinting paints the same pixels every time, so no pixel may differ. The one allowance is time:
 *   a picture that differs is taken once more after two frames (a late paint), and only a second
 *   difference fails.
 * - On a failure the expected, actual and diff pictures are written to the test's output folder
 *   (test-results/pictures/…) and attached to the report.
 * - `npm run test:pictures:update` (Playwright's --update-snapshots) rewrites the references that
 *   differ; a missing reference is written on a local run (and that test fails once, so it is seen);
 *   with CI set none is written.
 */
export const referencesDir = fileURLToPath(new URL('./references/', import.meta.url));

function decode(buffer: Buffer): PNG {
  return PNG.sync.read(buffer);
}

/** Each 2 × 2 block averaged (rounded half up): the same input gives the same bytes. */
function halve(source: PNG): PNG {
  const width = Math.floor(source.width / 2);
  const height = Math.floor(source.height / 2);
  const target = new PNG({ width, height });
  const from = source.data;
  const to = target.data;
  const stride = source.width * 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = (2 * y * source.width + 2 * x) * 4;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        to[o + c] = (from[a + c]! + from[a + 4 + c]! + from[a + stride + c]! + from[a + stride + 4 + c]! + 2) >> 2;
      }
    }
  }
  return target;
}

/**
 * JPEG pictures are covered by a grey box. The one JPEG logo (Kraken, 128 px drawn at 32) came out
 * with other pixels in about 1 of 5 runs, after decode() and two frames, while the PNG and WebP
 * logos beside it never did. The likely cause: Chromium can decode a JPEG straight at a smaller
 * scale or decode it whole and scale it down, whichever its decode cache offers at the time. A
 * JPEG that fails to load shows its monogram instead, which is not an image and so is compared.
 */
const jpeg = 'img[src$=".jpeg" i], img[src$=".jpg" i]';

/** The viewport's picture: at full size (for people) and halved (compared and kept). */
async function take(page: Page, style?: string): Promise<{ full: PNG; kept: PNG }> {
  const full = decode(
    await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style,
      mask: [page.locator(jpeg)],
      maskColor: '#9e9e9e',
    }),
  );
  return { full, kept: halve(full) };
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

type Comparison = { differing: number; diff?: PNG; reason?: string };

function compare(expected: PNG, actual: PNG): Comparison {
  if (expected.width !== actual.width || expected.height !== actual.height)
    return {
      differing: Number.POSITIVE_INFINITY,
      reason: `size ${actual.width} × ${actual.height}, the reference is ${expected.width} × ${expected.height}`,
    };
  if (expected.data.equals(actual.data)) return { differing: 0 };
  const diff = new PNG({ width: actual.width, height: actual.height });
  // threshold 0: any change of colour counts; anti-aliased pixels count too (includeAA).
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0,
    includeAA: true,
    alpha: 0.2,
  });
  return { differing, diff };
}

const write = (file: string, png: PNG) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // RGB (the pictures are opaque): smaller than RGBA.
  fs.writeFileSync(file, PNG.sync.write(png, { deflateLevel: 9, colorType: 2, inputHasAlpha: true }));
};

/**
 * Compares the page's picture with the story's reference; throws with the diff's path when they
 * differ. `style`: CSS applied while the picture is taken (to leave out what comes and goes on a timer).
 */
export async function expectPicture(page: Page, name: string, testInfo: TestInfo, style?: string): Promise<void> {
  const reference = path.join(referencesDir, `${name}.png`);
  const mode = testInfo.config.updateSnapshots;
  let shot = await take(page, style);
  if (!fs.existsSync(reference)) {
    if (mode === 'none') throw new Error(`${name}: no reference picture (run npm run test:pictures:update)`);
    write(reference, shot.kept);
    if (mode === 'missing')
      throw new Error(`${name}: no reference picture yet; written to ${path.relative('.', reference)}: look at it`);
    return;
  }
  const expected = decode(fs.readFileSync(reference));
  let result = compare(expected, shot.kept);
  if (result.differing > 0) {
    await nextFrames(page);
    shot = await take(page, style);
    result = compare(expected, shot.kept);
  }
  if (result.differing === 0) return;
  if (mode === 'all' || mode === 'changed') {
    write(reference, shot.kept);
    return;
  }
  const files = {
    expected: testInfo.outputPath(`${name}-expected.png`),
    actual: testInfo.outputPath(`${name}-actual.png`),
    diff: testInfo.outputPath(`${name}-diff.png`),
    'actual at full size': testInfo.outputPath(`${name}-actual-full.png`),
  };
  write(files.expected, expected);
  write(files.actual, shot.kept);
  write(files['actual at full size'], shot.full);
  if (result.diff) write(files.diff, result.diff);
  for (const [kind, file] of Object.entries(files))
    if (fs.existsSync(file)) await testInfo.attach(`${name}-${kind}`, { path: file, contentType: 'image/png' });
  throw new Error(
    `${name}: the picture differs from its reference (${result.reason ?? `${result.differing} pixels`}).\n` +
      `  diff: ${path.relative('.', files.diff)}\n  If the change is meant, run npm run test:pictures:update and commit the reference.`,
  );
}
