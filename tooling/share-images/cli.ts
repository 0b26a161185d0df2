/**
 * Writes a sample share image per language and the app icons, to look at:
 *
 *   npx tsx tooling/share-images/cli.ts --out <dir> [--stress] [--pages]
 *
 * --stress adds long titles and descriptions (wrapping, shrinking, ellipses).
 * --pages adds one image per page of the locales' `pages` (title and description) in every
 * language: the 80 images a build would make, to time them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { intlLocale, languageCodes, type Language } from '../../src/i18n/languages.ts';
import { ruleValues } from '../../src/i18n/ruleValues.ts';
import { initRenderer, renderIcons, renderShareImage, type ShareImage } from './index.ts';

const samples: Array<ShareImage & { name: string }> = [
  {
    name: 'en-trustboard',
    language: 'en',
    title: 'Trustboard (Proof) | OCTOSS',
    description: 'Every payout reconciled against its transaction hash, in public.',
    badge: 'Proof',
  },
  {
    name: 'ko-trustboard',
    language: 'ko',
    title: '트러스트보드',
    description: '모든 지급을 트랜잭션 해시와 대조해 공개적으로 검증합니다.',
    badge: '증명',
  },
  {
    name: 'ja-trustboard',
    language: 'ja',
    title: 'トラストボード',
    description: 'すべての支払いをトランザクションハッシュと照合し、公開しています。',
    badge: '証明',
  },
  {
    name: 'vi-trustboard',
    language: 'vi',
    title: 'Bảng minh bạch',
    description: 'Hoàn phí giao dịch: mọi khoản chi trả được đối chiếu với mã giao dịch, công khai.',
    badge: 'Bằng chứng',
  },
  {
    name: 'id-trustboard',
    language: 'id',
    title: 'Papan Bukti',
    description: 'Setiap pembayaran dicocokkan dengan hash transaksinya, secara publik.',
    badge: 'Bukti',
  },
  {
    name: 'en-link-in-bio',
    language: 'en',
    title: 'Link-in-Bio | OCTOSS',
    description: "A trader's verified OCTOSS profile.",
    badge: 'Profile',
  },
];

const stressSamples: Array<ShareImage & { name: string }> = [
  {
    name: 'stress-en-long',
    language: 'en',
    title: 'Get up to 90% of your trading fees back from more than twenty exchanges, verified on the Trustboard',
    description:
      'Payback, referral rewards and settlements in one place: every payout is reconciled against its transaction hash, in public, and you claim in USDT whenever you like, without fees or minimums of any kind.',
    badge: 'Payback',
  },
  {
    name: 'stress-en-long-word',
    language: 'en',
    title: 'Internationalization Counterrevolutionaries Incomprehensibilities',
    description: 'Long words shrink the title instead of being cut.',
  },
  {
    name: 'stress-ko-long',
    language: 'ko',
    title: '20개 이상의 거래소에서 거래 수수료를 최대 90%까지 돌려받고 트러스트보드에서 모든 지급을 확인하세요',
    description:
      '페이백, 추천 보상, 정산을 한곳에서: 모든 지급은 트랜잭션 해시와 대조되어 공개되며, 언제든 USDT로 청구할 수 있습니다. 수수료나 최소 금액은 없습니다.',
    badge: '페이백',
  },
  {
    name: 'stress-ja-long',
    language: 'ja',
    title: '20以上の取引所で取引手数料を最大90%還元、すべての支払いをトラストボードで公開検証',
    description:
      'ペイバック、紹介報酬、精算をひとつの場所で。すべての支払いはトランザクションハッシュと照合されて公開され、いつでもUSDTで請求できます。手数料や最低額はありません。',
    badge: 'ペイバック',
  },
  {
    name: 'stress-vi-long',
    language: 'vi',
    title: 'Hoàn phí giao dịch lên đến 90% từ hơn 20 sàn, xác minh mọi khoản chi trả trên Bảng minh bạch',
    description:
      'Hoàn phí, thưởng giới thiệu và quyết toán ở một nơi: mọi khoản chi trả được đối chiếu với mã giao dịch, công khai, và bạn nhận bằng USDT bất cứ lúc nào.',
    badge: 'Hoàn phí',
  },
];

/** Every page of the locales' `pages` in every language, with the rule values filled in. */
function pageSamples(): Array<ShareImage & { name: string }> {
  return languageCodes.flatMap((language: Language) => {
    const file = new URL(`../../src/i18n/locales/${language}/common.json`, import.meta.url);
    const { pages } = JSON.parse(readFileSync(file, 'utf8')) as {
      pages: Record<string, { title: string; description: string }>;
    };
    const values: Record<string, string> = ruleValues(intlLocale[language]);
    const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? key);
    return Object.entries(pages).map(([page, { title, description }]) => ({
      name: `page-${language}-${page}`,
      language,
      title: `${fill(title)} | OCTOSS`,
      description: fill(description),
    }));
  });
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, stress: { type: 'boolean' }, pages: { type: 'boolean' } },
  });
  if (!values.out) {
    console.error('Usage: npx tsx tooling/share-images/cli.ts --out <dir> [--stress] [--pages]');
    process.exit(2);
  }
  mkdirSync(values.out, { recursive: true });
  let started = performance.now();
  await initRenderer();
  const images = [...samples, ...(values.stress ? stressSamples : []), ...(values.pages ? pageSamples() : [])];
  const times: number[] = [];
  for (const { name, ...image } of images) {
    const imageStarted = performance.now();
    const png = await renderShareImage(image);
    times.push(performance.now() - imageStarted);
    writeFileSync(join(values.out, `og-${name}.png`), png);
    console.log(`og-${name}.png  ${(png.length / 1024).toFixed(0)} kB  ${times.at(-1)?.toFixed(0)} ms`);
  }
  const total = performance.now() - started;
  const later = times.slice(1).sort((a, b) => a - b);
  console.log(
    `${images.length} images in ${total.toFixed(0)} ms (the first, with loading the renderers, ${times[0]?.toFixed(0)} ms; median of the others ${later[Math.floor(later.length / 2)]?.toFixed(0)} ms)`,
  );
  started = performance.now();
  for (const icon of await renderIcons()) {
    writeFileSync(join(values.out, icon.name), icon.png);
    console.log(`${icon.name}  ${icon.size}×${icon.size} ${icon.purpose}`);
  }
  console.log(`icons in ${(performance.now() - started).toFixed(0)} ms`);
}

await main();
