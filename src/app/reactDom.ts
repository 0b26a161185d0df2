import * as client from 'react-dom/client';

/**
 * React DOM's client, as the entry starts the app with it. A module of its own, read at its top
 * level, so the build puts it with React and the scheduler in a chunk the entry imports (`react`,
 * tooling/vite/shared-chunks.ts) and their code runs when that chunk is evaluated: in the task
 * before the entry's own code.
 */
export const { createRoot, hydrateRoot } = client;
