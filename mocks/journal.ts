import { PRIMARY_KEY } from '@mswjs/data';
import type { Db, ModelName } from './db';

/** A row as it is stored: the entity's own fields, without the library's marks (symbols). */
export type StoredRow = Record<string, unknown>;

/** What one request changed of one row: its state before (none: created) and after (none: deleted). */
export type RowChange = { table: ModelName; key: string; before?: StoredRow; after?: StoredRow };

type Entity = Record<PropertyKey, unknown>;
type PrimaryKeyValue = string | number;

/** The part of @mswjs/data's Database a journal hooks into: its tables are maps of primary key to entity. */
type Database = {
  getModel(name: string): Map<PrimaryKeyValue, Entity>;
  create(model: string, entity: Entity, customPrimaryKey?: PrimaryKeyValue): unknown;
  update(model: string, previous: Entity, next: Entity): void;
  delete(model: string, primaryKey: PrimaryKeyValue): void;
};

const isDatabase = (value: unknown): value is Database =>
  typeof value === 'object' && value !== null && 'getModel' in value && 'events' in value && 'create' in value;

/** The Database behind a factory (@mswjs/data keeps it under a symbol of the factory object). */
function databaseOf(db: Db): Database {
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const value: unknown = Reflect.get(db, symbol);
    if (isDatabase(value)) return value;
  }
  throw new Error('@mswjs/data keeps its database elsewhere: the journal cannot hook into it');
}

const plain = (entity: Entity | undefined): StoredRow | undefined =>
  entity ? Object.fromEntries(Object.entries(entity)) : undefined;

/** The table names of the factory's model, as the journal records them. */
const isModelName = (db: Db, name: string): name is ModelName => Object.hasOwn(db, name);

type Recorded = { table: string; key: PrimaryKeyValue; before?: Entity; after?: Entity };

/**
 * Records what a request changes in the database, row by row, so that it can be stored as it is
 * (persistence proportional to the change) or undone exactly (a failed request leaves nothing
 * behind, without reloading anything). One request at a time: the env serialises them.
 */
export class Journal {
  private open: Recorded[] | undefined;
  private kept = false;

  constructor(private readonly db: Db) {
    const database = databaseOf(db);
    const { create, update } = database;
    const remove = database.delete;
    const record = (table: string, key: PrimaryKeyValue, before: Entity | undefined, after: Entity | undefined) =>
      this.open?.push({ table, key, before, after });
    database.create = (model, entity, customPrimaryKey) => {
      const key = customPrimaryKey ?? keyOf(entity);
      const before = database.getModel(model).get(key);
      const created = create.call(database, model, entity, customPrimaryKey);
      record(model, key, before, database.getModel(model).get(key));
      return created;
    };
    database.update = (model, previous, next) => {
      update.call(database, model, previous, next);
      record(model, keyOf(previous), previous, database.getModel(model).get(keyOf(next)));
    };
    database.delete = (model, primaryKey) => {
      const before = database.getModel(model).get(primaryKey);
      remove.call(database, model, primaryKey);
      record(model, primaryKey, before, undefined);
    };
  }

  /** Starts recording a request's changes. */
  begin(): void {
    if (this.open) throw new Error('A journal records one request at a time');
    this.open = [];
    this.kept = false;
  }

  /** Whether the request asked to keep its changes even if it fails (e.g. a counted wrong sign-in code). */
  keepChanges(): void {
    this.kept = true;
  }

  get keepsChanges(): boolean {
    return this.kept;
  }

  /**
   * Ends the recording: each changed row once, with its state before the request and after it
   * (rows created and deleted within the request drop out), and a function that undoes them all.
   */
  end(): { changes: RowChange[]; undo: () => void } {
    const recorded = this.open ?? [];
    this.open = undefined;
    const byRow = new Map<string, Recorded>();
    for (const entry of recorded) {
      const id = `${entry.table}\u0000${entry.key}`;
      const first = byRow.get(id);
      byRow.set(id, first ? { ...first, after: entry.after } : entry);
    }
    const changes = [...byRow.values()].flatMap(({ table, key, before, after }): RowChange[] =>
      isModelName(this.db, table) && (before || after)
        ? [{ table, key: String(key), before: plain(before), after: plain(after) }]
        : [],
    );
    const database = databaseOf(this.db);
    const undo = () => {
      // Straight into the tables, newest first, so nothing is recorded and every row is as it was.
      for (const { table, key, before } of [...recorded].reverse()) {
        const rows = database.getModel(table);
        if (before) rows.set(key, before);
        else rows.delete(key);
      }
    };
    return { changes, undo };
  }
}

/** The primary key of an entity: @mswjs/data marks which field holds it. */
function keyOf(entity: Entity): PrimaryKeyValue {
  const field = entity[PRIMARY_KEY];
  const key = typeof field === 'string' ? entity[field] : undefined;
  if (typeof key !== 'string' && typeof key !== 'number') throw new Error('An entity without its primary key');
  return key;
}
