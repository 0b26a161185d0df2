// zod/mini: the same validation with a fraction of the size, because this file is in the entry chunk.
import * as z from 'zod/mini';
// Relative, not '@/': vite.config.ts imports this file, and the config is loaded without the app's aliases.
import { defaultSiteUrl } from '../domain/site.ts';

// The production CSP forbids eval, so zod's compiled parsers could never run; without this its
// `new Function` probe (which parses first, here) would still be reported as a CSP violation.
z.config({ jitless: true });

/**
 * Build-time configuration, validated once so a typo in an env file fails loudly at start
 * instead of silently sending requests to the wrong place.
 */
export const apiModes = ['demo', 'testnet', 'live'] as const;
export type ApiMode = (typeof apiModes)[number];

const envSchema = z
  .object({
    VITE_API_MODE: z._default(z.enum(apiModes), 'demo'),
    VITE_API_BASE_URL: z.optional(z.url()),
    VITE_SITE_URL: z._default(z.url(), defaultSiteUrl),
    VITE_PARTNER_WEBHOOK_URL: z.optional(z.url()),
  })
  .check(
    z.refine((env) => env.VITE_API_MODE !== 'live' || Boolean(env.VITE_API_BASE_URL), {
      message: 'VITE_API_BASE_URL is required when VITE_API_MODE is live',
      path: ['VITE_API_BASE_URL'],
    }),
  );

export type AppConfig = {
  mode: ApiMode;
  /** Origin the client sends `/api/...` requests to; empty means the page's own origin. */
  apiBaseUrl: string;
  siteUrl: string;
  partnerWebhookUrl?: string;
};

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.parse(blankToUndefined);
  return {
    mode: parsed.VITE_API_MODE,
    apiBaseUrl: parsed.VITE_API_MODE === 'live' ? (parsed.VITE_API_BASE_URL ?? '') : '',
    siteUrl: parsed.VITE_SITE_URL.replace(/\/$/, ''),
    partnerWebhookUrl: parsed.VITE_PARTNER_WEBHOOK_URL,
  };
}
