import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';
import { nextTask } from '../../src/lib/nextTask.ts';

/**
 * The statement each lazily loaded chunk starts with: an await of the app's own `nextTask` (a
 * message channel's task; timers may be clamped), its source written in. Its imports are hoisted
 * above it, so the chunks it needs are evaluated first, then the browser gets its turn, then this
 * chunk's code.
 */
const awaitNextTask = `await (${nextTask.toString()})();`;

/**
 * Each chunk of the app's build is evaluated in a task of its own (a top-level await of the next
 * task at its start). Why: the browser evaluates a dynamic import's whole module graph in one task.
 * On a phone the first page's graph (the libraries' chunk, the app's shared chunk, the contract's
 * schemas, the page) was one task of 150 ms and more at 4x CPU, on every route, and Lighthouse
 * counts all of it but 50 ms as blocking time; split by chunk, the pieces are about half as long
 * each, and the browser can paint and answer input between them. The chunks the entry imports
 * statically do not await (they are evaluated before the entry's code, so an await there would
 * only hold it back): they run in one task, React's chunk with React DOM among them
 * (tooling/vite/shared-chunks.ts), and the entry's own code in the next. Not for Storybook (its
 * own chunks), the prerender's server build (one file) nor the demo backend's service worker
 * (built apart: a service worker may not await at top level).
 */
export function chunksInTasks(): Plugin {
  let appBuild = false;
  return {
    name: 'chunks-in-tasks',
    apply: 'build',
    configResolved(config) {
      appBuild = isAppBuild(config);
    },
    renderChunk(code, chunk, _options, meta) {
      if (!appBuild) return null;
      const chunks = Object.values(meta.chunks);
      if (!chunk.isEntry && chunks.some((other) => other.isEntry && other.imports.includes(chunk.fileName)))
        return null;
      return { code: `${awaitNextTask}\n${code}`, map: null };
    },
  };
}
