import { defaultSiteUrl } from '../domain/site.ts';

/**
 * The app's configuration as read from the build's `VITE_*` variables. Free of zod: the entry chunk
 * reads it at every start. The variables are validated once, by src/lib/parseConfig.ts, when Vite
 * loads its config (vite.config.ts) for a build, the dev server, the tests or Storybook, so a typo
 * in an env file fails there, before any page exists.
 */
export const apiModes = ['demo', 'testnet', 'live'] as const;
export type ApiMode = (typeof apiModes)[number];

export type AppConfig = {
  mode: ApiMode;
  /** Origin the client sends `/api/...` requests to; empty means the page's own origin. */
  apiBaseUrl: string;
  siteUrl: string;
  partnerWebhookUrl?: string;
};

const isApiMode = (value: unknown): value is ApiMode => apiModes.some((mode) => mode === value);
/** An unset or blank variable counts as absent. */
const given = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The configuration of already validated variables: defaults for what is absent, nothing checked. */
export function configOf(env: Record<string, unknown>): AppConfig {
  const mode = isApiMode(env.VITE_API_MODE) ? env.VITE_API_MODE : 'demo';
  return {
    mode,
    apiBaseUrl: mode === 'live' ? (given(env.VITE_API_BASE_URL) ?? '') : '',
    siteUrl: (given(env.VITE_SITE_URL) ?? defaultSiteUrl).replace(/\/$/, ''),
    partnerWebhookUrl: given(env.VITE_PARTNER_WEBHOOK_URL),
  };
}
