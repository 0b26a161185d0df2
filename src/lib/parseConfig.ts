import * as z from 'zod/mini';
// Relative, not '@/': vite.config.ts imports this file, and the config is loaded without the app's aliases.
import { defaultSiteUrl } from '../domain/site.ts';
import { apiModes, configOf, type AppConfig } from './appConfig.ts';

export { apiModes, type ApiMode, type AppConfig } from './appConfig.ts';

/**
 * Build-time configuration, validated once so a typo in an env file fails loudly when Vite loads
 * its config (vite.config.ts), instead of silently sending requests to the wrong place. The page
 * itself only reads the validated variables (src/lib/appConfig.ts).
 */

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

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  return configOf(envSchema.parse(blankToUndefined));
}
