import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon is not listed: its preview annotations import msw into the preview's first
  // chunk. Its loader is loaded by the first story with a mock backend (stories/support/mockLoader.ts).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The app's public files, and msw's worker, which only Storybook serves (kept current by npm: package.json msw.workerDirectory).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
};

export default config;
