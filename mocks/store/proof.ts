import type { MockEnv } from '../env';

/** The platform's public proof figures (the landing page's and the profiles' median claim time). */
export function proofMetrics(env: MockEnv) {
  return env.db.proofMetrics.findFirst({ where: { id: { equals: 'current' } } });
}
