// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '@octoss/contract/routes';
import type { RouteDef } from '@octoss/contract/route';
import type { FaqItem } from '@octoss/contract/faq';
import { snapshot } from '@mocks/persist';
import { faqContent } from '@mocks/areas/faq/content';
import { payoutContent } from '@mocks/areas/payouts/content';
import { transports, useTransport } from './transports';

const entries = Object.entries(routes) as [string, RouteDef][];
const localizedGets = entries.filter(([, route]) => route.localized && route.method === 'get' && !route.params);
const plainGets = entries.filter(
  ([, route]) => !route.localized && route.method === 'get' && !route.params && route.group !== 'meta',
);

describe.each(transports)('content negotiation against $name', (transport) => {
  const mock = useTransport(transport);
  const { send } = mock;

  const faqIn = async (acceptLanguage?: string) => {
    const answer = await send('get', '/api/faq', {
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    });
    return { language: answer.headers.get('content-language'), first: (answer.body as { items: FaqItem[] }).items[0]! };
  };

  it.each(localizedGets)(
    '%s answers in Korean with Content-Language: ko and Vary: Accept-Language',
    async (_name, route) => {
      const { status, headers } = await send('get', route.path, {
        headers: { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.8' },
      });
      expect(status).toBe(200);
      expect(headers.get('content-language')).toBe('ko');
      expect(headers.get('vary')).toMatch(/Accept-Language/i);
    },
  );

  it('answers the content of the asked language, and English for an unsupported one or none', async () => {
    expect(await faqIn('ko')).toEqual({
      language: 'ko',
      first: expect.objectContaining({
        id: 'payback-rate',
        category: 'payback',
        question: faqContent.ko['payback-rate'].question,
      }),
    });
    for (const header of ['fr-FR, de;q=0.9', '*', '', undefined]) {
      expect(await faqIn(header), String(header)).toEqual({
        language: 'en',
        first: expect.objectContaining({ question: faqContent.en['payback-rate'].question }),
      });
    }
  });

  it('takes the best supported language by q-value and region subtag', async () => {
    const cases = {
      'JA-jp': 'ja',
      'de, ja;q=0.5, vi;q=0.8': 'vi',
      'ko;q=0, id': 'id',
      'en;q=0.2, ko;q=0.2': 'en',
      'zh-Hant, ko-KR;q=0.7': 'ko',
    };
    for (const [header, language] of Object.entries(cases))
      expect((await faqIn(header)).language, header).toBe(language);
  });

  it.each(plainGets)('%s carries no content and names no language', async (_name, route) => {
    const { headers } = await send('get', route.path, { headers: { 'Accept-Language': 'ko' } });
    expect(headers.get('content-language')).toBeNull();
  });

  it('stores ids and codes, not translations: a Korean claim reads back in Japanese', async () => {
    await send('put', '/api/payouts/wallet', {
      body: { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    const claim = await send('post', '/api/payouts/claims', {
      body: { amount: 20 },
      headers: { 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': 'ko' },
    });
    const koreanNote = (claim.body as { payout: { note: string } }).payout.note;
    // Idempotency records replay the first answer word for word; every other table holds ids and codes.
    const { idempotencyRecord: _replays, ...tables } = (
      JSON.parse(snapshot(mock.env.db)) as { tables: Record<string, unknown> }
    ).tables;
    expect(JSON.stringify(tables)).not.toContain(koreanNote);
    const history = await send('get', '/api/payouts?pageSize=1', { headers: { 'Accept-Language': 'ja' } });
    const japaneseNote = (history.body as { items: { note: string }[] }).items[0]!.note;
    expect([koreanNote, japaneseNote]).toEqual([payoutContent.ko.notes.sandbox, payoutContent.ja.notes.sandbox]);
  });

  it('fills the sample posts with the trader’s own referral link and earnings', async () => {
    const referral = (await send('get', '/api/referral')).body as { link: string; stats: { earnedUsdt: number } };
    const playbook = (await send('get', '/api/playbook', { headers: { 'Accept-Language': 'vi' } })).body as {
      samplePosts: { id: string; text: string }[];
    };
    const proof = playbook.samplePosts.find((post) => post.id === 'post-proof')!.text;
    expect(proof).toContain(referral.link);
    expect(proof).toContain(referral.stats.earnedUsdt.toFixed(2).replace('.', ','));
    expect(playbook.samplePosts.map((post) => post.text).join(' ')).not.toMatch(/\{\{/);
  });
});

describe('openapi.json', () => {
  const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          responses: Record<string, { headers?: Record<string, unknown> }>;
        }
      >
    >;
  };

  it.each(entries)('%s documents Accept-Language and Content-Language exactly when it is localized', (_name, route) => {
    const operation = document.paths[route.path]![route.method]!;
    const takesLanguage = (operation.parameters ?? []).some(
      (parameter) => parameter.name === 'Accept-Language' && parameter.in === 'header',
    );
    const namesLanguage = Boolean(operation.responses[String(route.status ?? 200)]?.headers?.['Content-Language']);
    expect([takesLanguage, namesLanguage]).toEqual([Boolean(route.localized), Boolean(route.localized)]);
  });
});
