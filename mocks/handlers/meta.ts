import { implement } from '../http/implement';

/** The committed openapi.json (npm run contract), loaded only when asked for. */
export const meta = implement('meta', {
  getOpenApi: async () => (await import('../../openapi.json')).default,
});
