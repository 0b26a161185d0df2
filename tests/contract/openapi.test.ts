// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '@octoss/contract/routes';
import { openApiText } from '@mocks/openapi/document';

const committed = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
const document = JSON.parse(committed) as {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
};

function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

describe('openapi.json', () => {
  it('is current: run `npm run contract` after changing the contract or the demo seed', async () => {
    expect(await openApiText()).toBe(committed);
  });

  it('is OpenAPI 3.1 and lists every route of the table with its method and operationId', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const [name, route] of Object.entries(routes)) {
      expect(document.paths[route.path]?.[route.method]?.operationId, `${route.method} ${route.path}`).toBe(name);
    }
  });

  it('has no dangling $ref', () => {
    for (const ref of refsOf(document)) {
      const target = ref
        .replace('#/', '')
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(target, ref).toBeDefined();
    }
  });
});
