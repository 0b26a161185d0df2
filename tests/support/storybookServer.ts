import type { Server } from 'node:http';
import express from 'express';

/**
 * Serves a static Storybook build: plain files, no CSP (Storybook's own pages need inline
 * scripts), no caching headers that matter to one run. For the story tests (tests/pictures/serve.ts)
 * and the story benchmark (tests/bench/story-load.ts).
 */
export function serveStorybook(dir: string, port: number): Promise<Server> {
  const app = express();
  app.use(express.static(dir, { etag: false }));
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
  });
}
