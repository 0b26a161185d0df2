import { serveStorybook } from '../support/storybookServer';

/** `tsx tests/pictures/serve.ts [dir] [port]`: the static Storybook build (default `storybook-static`) for the story tests. */
const [dir = 'storybook-static', port = '6106'] = process.argv.slice(2);
await serveStorybook(dir, Number(port));
console.log(`storybook build ${dir} on http://127.0.0.1:${port}`);
