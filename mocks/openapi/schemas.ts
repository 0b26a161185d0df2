import { z } from 'zod';

export type Json = Record<string, unknown>;

/** Whether a JSON value is an object (not an array, not null). */
export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON value that must be an object, checked rather than assumed. */
function objectOf(value: unknown): Json {
  if (!isJson(value)) throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  return value;
}

/** zod's integer bounds are JavaScript's safe-integer range: noise in a document, not a rule of the API. */
const safeIntegerBounds = new Set([Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);

function describeDefault(description: unknown, value: unknown): string {
  const said = typeof description === 'string' && description ? `${description.replace(/\.?$/, '.')} ` : '';
  return `${said}Optional: when absent the server uses ${JSON.stringify(value)}.`;
}

/**
 * Tidies a converted schema: drops the safe-integer bounds, and in request bodies turns
 * `default` into words. Stock generators (openapi-typescript) read a field with a `default` as
 * always present, which is true of an answer but not of a request the client writes.
 */
function tidy(node: unknown, requestBody: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, requestBody));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'minimum' || key === 'maximum') && typeof value === 'number' && safeIntegerBounds.has(value)) continue;
    if (requestBody && key === 'default') continue;
    out[key] = tidy(value, requestBody);
  }
  if (requestBody && 'default' in node) out.description = describeDefault(out.description, node.default);
  return out;
}

/**
 * Turns zod schemas into JSON Schema 2020-12 (the dialect of OpenAPI 3.1) and collects the
 * named ones (`.meta({ id })`) into `components.schemas`. Responses are converted as output
 * and keep their names; request bodies and parameters as input (defaults make fields optional),
 * and a name whose input form differs from its answer gets an `Input` twin. Convert every
 * response before any request, so the plain names go to what the server answers.
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

  function convert(schema: z.ZodType, io: 'input' | 'output' | 'body'): Json {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: io === 'output' ? 'output' : 'input',
      reused: 'inline',
      unrepresentable: 'any',
    });
    const { $defs, $schema: _dialect, ...root } = objectOf(tidy(converted, io === 'body'));
    const definitions = $defs === undefined ? {} : objectOf($defs);
    const renames: Record<string, string> = {};
    for (const [name, definition] of Object.entries(definitions)) {
      const existing = components[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(rewriteRefs(definition, {})))
        renames[name] = `${name}Input`;
    }
    for (const [name, definition] of Object.entries(definitions))
      components[renames[name] ?? name] ??= objectOf(rewriteRefs(definition, renames));
    // A named root schema is itself a component: refer to it.
    const id = z.globalRegistry.get(schema)?.id;
    // zod may already answer a named root as a reference to its own definition.
    const rewritten = objectOf(rewriteRefs(root, renames));
    if (typeof rewritten.$ref === 'string' && Object.keys(rewritten).length === 1) return rewritten;
    if (id) {
      const name =
        components[id] && JSON.stringify(components[id]) !== JSON.stringify(rewriteRefs(root, renames))
          ? `${id}Input`
          : id;
      components[name] ??= objectOf(rewriteRefs(root, renames));
      return { $ref: `#/components/schemas/${name}` };
    }
    return objectOf(rewriteRefs(root, renames));
  }

  return { convert, components };
}
