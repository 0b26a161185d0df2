import { z } from 'zod';
import { model, type ModelName } from './db';
import type { StoredRow } from './journal';

/**
 * What a stored copy of a data set must be to be loaded: every row of every table has exactly its
 * model's columns with their types (a contract list's values where the column holds one), and the
 * tables that hold one row (the data set's clock, its user, the public proof figures, the ledger's settings)
 * hold exactly one. A copy that is not is discarded and the data set seeded anew, with a notice:
 * a string where a balance should be, or an emptied table of users, would otherwise answer 500 or
 * 404 on every request from then on.
 */

const singleRowTables: readonly ModelName[] = ['dataSet', 'user', 'proofMetrics', 'ledgerSettings'].filter(
  (name): name is ModelName => name in model,
);

/** The zod type of one column, read from its model definition. */
function columnSchema(definition: unknown): z.ZodType {
  if (typeof definition === 'function') {
    const options: unknown = Reflect.get(definition, 'options');
    const sample: unknown = definition();
    if (Array.isArray(options)) {
      const values = z.enum(options.map(String));
      return Array.isArray(sample) ? z.array(values) : values;
    }
    return valueSchema(sample);
  }
  if (typeof definition === 'object' && definition !== null) {
    // primaryKey(String): its getter gives a value of the key's type.
    const primary: unknown = Reflect.get(definition, 'getPrimaryKeyValue');
    if (typeof primary === 'function') return valueSchema(primary());
    // nullable(String): the same, or null.
    const nullable: unknown = Reflect.get(definition, 'getValue');
    if (typeof nullable === 'function') return valueSchema(nullable()).nullable();
  }
  throw new Error(`A model column this check does not know: ${String(definition)}`);
}

function valueSchema(sample: unknown): z.ZodType {
  if (typeof sample === 'number') return z.number();
  if (typeof sample === 'boolean') return z.boolean();
  if (typeof sample === 'string') return z.string();
  if (Array.isArray(sample)) return z.array(z.unknown());
  throw new Error(`A model column of a type this check does not know: ${typeof sample}`);
}

const tableSchemas = new Map<string, z.ZodType>(
  Object.entries(model).map(([name, columns]) => [
    name,
    z.strictObject(Object.fromEntries(Object.entries(columns).map(([column, def]) => [column, columnSchema(def)]))),
  ]),
);

/** Why a stored copy cannot be loaded, or undefined when it can. */
export function storedDataProblem(tables: Readonly<Record<string, readonly StoredRow[]>>): string | undefined {
  for (const [name, rows] of Object.entries(tables)) {
    const schema = tableSchemas.get(name);
    if (!schema) return `an unknown table ${name}`;
    for (const row of rows) {
      const checked = schema.safeParse(row);
      if (!checked.success) return `a row of ${name} that is not one: ${checked.error.issues[0]?.message ?? ''}`;
    }
  }
  for (const name of singleRowTables)
    if ((tables[name]?.length ?? 0) !== 1) return `${tables[name]?.length ?? 0} rows in ${name}, which holds one`;
  return undefined;
}
