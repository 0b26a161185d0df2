/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MODE?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_PARTNER_WEBHOOK_URL?: string;
}

/** The year of the build (vite.config.ts), the footer's year in prerendered HTML. */
declare const __BUILD_YEAR__: number;
