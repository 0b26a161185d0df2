import express from 'express';

/**
 * Serves a static Storybook build (default `storybook-static`) for the story tests: plain files,
 * no CSP (Storybook's own pages need inline scripts), no caching headers that matter to one run.
 */
const [dir = 'storybook-static', port = '6106'] = process.argv.slice(2);
const app = express();
app.use(express.static(dir, { etag: false }));
app.listen(Number(port), '127.0.0.1', () => console.log(`storybook build ${dir} on http://127.0.0.1:${port}`));
