import type { ResolvedConfig } from 'vite';

/**
 * Whether a build is the app's own, for the browser: not the prerender's server build, nor
 * Storybook's (whose entries are its stories). The plugins that shape the app's chunks apply to it alone.
 */
export function isAppBuild(config: ResolvedConfig): boolean {
  return !config.build.ssr && !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
}
