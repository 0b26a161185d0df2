import { getResponse } from 'msw';
import { createMockEnv } from '@mocks/env';
import { handlersFor } from '@mocks/endpoints';
import type { Dataset } from '@mocks/mock-env';
import { signInOf } from '@mocks/areas/app/store';
import { profileCode } from '@/domain/referral';
import type { Language } from '@/i18n/languages';

/**
 * What the demo backend will answer that the prerendered heads name, asked of the same handlers in
 * Node at build time (no latency, fresh databases): the public profiles of the data sets asked for
 * (the build asks for the demo's, the data set a visitor's browser starts with) and the FAQ in each
 * language (the FAQ page's JSON-LD); and the backend itself, for the pages to show the reads that
 * are the same for every reader (src/prerender/publicReads.ts). Loaded by the build through Vite's module runner
 * (vite.config.ts), with the app's aliases.
 */
export type DemoContent = {
  profiles: { code: string; name: string }[];
  faq: Partial<Record<Language, { question: string; answer: string }[]>>;
  /** Answers a request as a visitor's fresh demo backend does: the pages' reads the same for every reader. */
  answer: (request: Request) => Promise<Response>;
  /**
   * Answers a request as that backend does for its signed-in demo trader: a page rendered with the
   * trader's own data too, for the styles it then shows (never for its markup).
   */
  answerAsTrader: (request: Request) => Promise<Response>;
};

const origin = 'http://demo.invalid';

async function ask(handlers: ReturnType<typeof handlersFor>, path: string, language: Language): Promise<unknown> {
  const request = new Request(`${origin}${path}`, { headers: { 'Accept-Language': language } });
  const response = await getResponse(handlers, request);
  if (!response?.ok) throw new Error(`The demo backend answered ${path} with ${response?.status ?? 'nothing'}`);
  return response.json();
}

export async function demoContent(languages: readonly Language[], datasets: readonly Dataset[]): Promise<DemoContent> {
  const profiles = new Map<string, string>();
  for (const dataset of datasets) {
    const env = createMockEnv({ dataset });
    const handlers = handlersFor(env);
    for (const row of env.db.referralProfile.getAll()) {
      const code = profileCode(row.code);
      const profile = (await ask(handlers, `/api/profiles/${encodeURIComponent(code)}`, 'en')) as { name: string };
      profiles.set(code, profile.name);
    }
  }
  const env = createMockEnv({ dataset: datasets[0] ?? 'demo' });
  const handlers = handlersFor(env);
  const answer = async (request: Request) =>
    (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
  const signedIn = (await (
    await answer(
      new Request(`${origin}/api/auth/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(signInOf(env)),
      }),
    )
  ).json()) as { token: string };
  const answerAsTrader = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set('Authorization', `Bearer ${signedIn.token}`);
    return answer(new Request(request, { headers }));
  };
  const faq: DemoContent['faq'] = {};
  for (const language of languages) {
    const page = (await ask(handlers, '/api/faq?page=1&pageSize=100', language)) as {
      items: { question: string; answer: string }[];
    };
    faq[language] = page.items.map(({ question, answer }) => ({ question, answer }));
  }
  return { profiles: [...profiles].map(([code, name]) => ({ code, name })), faq, answer, answerAsTrader };
}
