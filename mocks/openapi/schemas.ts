import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * Turns zod schemas into JSON Schema 2020-12 (the dialect of OpenAPI 3.1) and collects the
 * named ones (`.meta({ id })`) into `components.schemas`. Request schemas are converted as
 * input (defaults make fields optional), responses as output; a name whose input and output
 * differ gets an `Input` twin.
 */
export function createSchemaCollector() {
  const components: Record<string, Json> = {};

  function rewriteRefs(node: unknown, renames: Record<string, string>): unknown {
    if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, renames));
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
          const name = value.slice('#/$defs/'.length);
          return [key, `#/components/schemas/${renames[name] ?? name}`];
        }
        return [key, rewriteRefs(value, renames)];
      }),
    );
  }

  function convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { $defs = {}, $schema: _dialect, ...root } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, reused: 'inline', unrepresentable: 'any' }) as Json & { $defs?: Record<string, Json> };
    const renames: Record<string, string> = {};
    for (const [name, definition] of Object.entries($defs)) {
      const existing = components[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(rewriteRefs(definition, {}))) renames[name] = `${name}Input`;
    }
    for (const [name, definition] of Object.entries($defs)) components[renames[name] ?? name] ??= rewriteRefs(definition, renames) as Json;
    // A named root schema is itself a component: refer to it.
    const id = z.globalRegistry.get(schema)?.id;
    if (id) {
      const name = components[id] && JSON.stringify(components[id]) !== JSON.stringify(rewriteRefs(root, renames)) ? `${id}Input` : id;
      components[name] ??= rewriteRefs(root, renames) as Json;
      return { $ref: `#/components/schemas/${name}` };
    }
    return rewriteRefs(root, renames) as Json;
  }

  return { convert, components };
}
