import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
  // The app's public files, and msw's worker, which only Storybook serves (kept current by npm: package.json msw.workerDirectory).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
};

export default config;
