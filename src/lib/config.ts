import { configOf, type AppConfig } from './appConfig';

export { apiModes, type ApiMode, type AppConfig } from './appConfig';

/** Validated when Vite loaded its config (src/lib/parseConfig.ts); read here without zod. */
export const config: AppConfig = configOf(import.meta.env);
export const usesMocks = config.mode !== 'live';
