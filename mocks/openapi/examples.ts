import { routes } from '@/api/contract/routes';
import type { RouteDef } from '@/api/contract/route';
import { createTestServer } from '../node';
import type { Examples } from './build';

/** A fixed clock, so the examples (and so the committed openapi.json) never change by themselves. */
export const exampleNow = Date.UTC(2026, 0, 15, 12);

/** Response examples from the demo seed: every GET without path parameters, answered by the mock itself. */
export async function collectExamples(): Promise<Examples> {
  const { server } = createTestServer({ now: () => exampleNow });
  server.listen({ onUnhandledRequest: 'error' });
  const examples: Examples = {};
  try {
    for (const [name, route] of Object.entries(routes) as [string, RouteDef][]) {
      if (route.method !== 'get' || route.params || route.group === 'meta') continue;
      const response = await fetch(`http://example.test${route.path}${route.path.includes('accruals') || route.path.includes('reconciliations') || route.path.includes('points') ? '?pageSize=3' : ''}`);
      examples[name] = route.produces === 'text/csv' ? (await response.text()).split('\r\n').slice(0, 4).join('\r\n') : await response.json();
    }
  } finally {
    server.close();
  }
  return examples;
}
