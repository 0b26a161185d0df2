import { errorBodySchema } from '@octoss/contract/error';
import type { RouteName } from '@octoss/contract/routes';
import { compareReads, type Snapshot } from './compare';
import {
  allRoutes,
  endpointOf,
  isRecord,
  itemsOf,
  maxPageSize,
  pagedItem,
  paramsOf,
  readsChangedBy,
  type Route,
} from './contract';
import type { FixtureName, Fixtures } from './fixture-types';
import { brief, NoAnswer, sendWith, type Send, type Sent } from './http';
import { Mismatch, Recorder, Skip } from './report';
import { sampleOf, unknownId } from './samples';
import { LockTable } from './scheduler';

export type KitOptions = {
  /** The server's origin, e.g. https://sandbox.example.com (paths start with /api). */
  base: string;
  /** Sent as `Authorization: Bearer <token>`; without it the kit signs in (`signIn`). */
  token?: string;
  /** The sandbox account the kit signs in with through `POST /api/auth/sessions`. */
  signIn: { email: string; code: string };
  /** How long one request may take before it counts as unanswered. */
  timeoutMs: number;
  /** How many checks run at once (checks that would disturb each other never do). */
  concurrency: number;
  /** The browser origin the CORS checks ask for. */
  origin: string;
  /** The setup steps (fixtures.ts), given by the run: the kit builds each once, when a check needs it. */
  fixtures: Fixtures<Kit>;
};

/** A setup step failed: the checks that need it are skipped, and the step itself is one failed check. */
export class SetupFailed extends Skip {}

const maxRetryAfterSeconds = 60;
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

type UnknownPath = { status: number; code?: string; message?: string };

/** What every check shares: the client, the recorder, the locks, the setup steps and what they found. */
export class Kit {
  readonly recorder = new Recorder();
  readonly locks: LockTable;
  readonly base: string;
  token: string | undefined;
  /** The balance's minimum claim, the exchanges of the server, the links the kit made. */
  readonly state = {
    minimum: 10,
    exchanges: [] as { id: string; isActive: boolean }[],
    links: [] as { id: string; exchangeId: string; uid: string }[],
  };
  /** Every 429 the kit met (the rate-limit checks look at them) and the slowest answer so far. */
  readonly tooMany: Sent[] = [];
  /** What a setup step found for the checks that need it (e.g. the link review). */
  readonly memo = new Map<string, unknown>();
  slowestMs = 0;
  private readonly found = new Map<RouteName, string>();
  private readonly fixtureRuns = new Map<FixtureName, Promise<void>>();
  private readonly probes = new Map<RouteName, Promise<boolean>>();
  private readonly known = new Map<RouteName, boolean>();
  private unknownRun?: Promise<UnknownPath>;

  constructor(readonly options: KitOptions) {
    this.base = options.base.replace(/\/+$/, '');
    this.token = options.token;
    this.locks = new LockTable(options.concurrency);
  }

  /** One request as sent, a 429 waited out as its Retry-After says (at most three times). */
  raw: Send = async (method, path, init = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      const sent = await sendWith(this.base, method, path, { ...init, timeoutMs: this.options.timeoutMs });
      this.slowestMs = Math.max(this.slowestMs, sent.at - sent.sentAt);
      if (sent.status !== 429) return sent;
      this.tooMany.push(sent);
      const retryAfter = Number(sent.headers.get('Retry-After'));
      if (attempt >= 3 || !(retryAfter >= 0 && retryAfter <= maxRetryAfterSeconds)) return sent;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    }
  };

  /** A request with the kit's bearer token (unless `init.token` says otherwise). */
  send: Send = (method, path, init = {}) => this.raw(method, path, { token: this.token, ...init });

  /** A request without a token. */
  signedOut: Send = (method, path, init = {}) => this.raw(method, path, { ...init, token: null });

  /** How long a wait for something the server does by itself may take beyond its documented time. */
  get slackMs(): number {
    return Math.max(5000, 4 * this.slowestMs);
  }

  sample(route: Route): [unknown, unknown] | undefined {
    return sampleOf(route.name, { minimum: this.state.minimum, exchangeId: this.state.exchanges[0]?.id ?? 'cex-a' });
  }

  // ---------------------------------------------------------------------------------------------
  // What the server implements

  /** The answer to a path no server has: how this server says "no such endpoint". */
  unknownPath(): Promise<UnknownPath> {
    this.unknownRun ??= this.signedOut('get', `/api/${unknownId()}`).then((sent) => {
      const parsed = errorBodySchema.safeParse(sent.body);
      return { status: sent.status, code: parsed.data?.code, message: parsed.data?.message };
    });
    return this.unknownRun;
  }

  /**
   * Whether the server serves a route: a route that answers its own request like an unknown path
   * (the same 404 body, or a 404 without the error shape), or a 405 for its own method, is not
   * implemented; it is listed once in the report and its checks do not run. Routes that need a
   * user are asked without a token (a 401 says the route exists, and nothing runs); public reads
   * are read; public writes get an invalid body (a 400 says it exists).
   */
  implemented(route: Route): Promise<boolean> {
    let probe = this.probes.get(route.name);
    if (!probe) {
      // A probe that gets no answer decides nothing: the route's own checks will say what happened.
      probe = this.probe(route)
        .catch((error: unknown) => {
          if (error instanceof NoAnswer) return true;
          throw error;
        })
        .then((known) => {
          this.known.set(route.name, known);
          return known;
        });
      this.probes.set(route.name, probe);
    }
    return probe;
  }

  /** What is known without asking: a check that holds its locks never waits for a probe (or the steps one may need). */
  isImplemented(route: Route): boolean {
    return this.known.get(route.name) === true;
  }

  /** Asks every route at once (a public read with a parameter is decided once real ids are known). */
  async probeAll(): Promise<void> {
    // A server that asks for a token before it knows the path is asked with one.
    if ((await this.unknownPath()).status === 401) await this.soft('session');
    const pending = allRoutes.filter(
      (route) => !(route.public && route.method === 'get' && paramsOf(route.path).length),
    );
    // Probes are single requests that change nothing: many at once.
    const queue = [...pending];
    await Promise.all(
      Array.from({ length: Math.min(queue.length, 4 * this.options.concurrency) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await this.implemented(next);
      }),
    );
  }

  private async probe(route: Route): Promise<boolean> {
    const unknown = await this.unknownPath();
    const anyPath = route.path.replace(/\{\w+\}/g, () => unknownId());
    let sent: Sent;
    if (!route.public && unknown.status !== 401) sent = await this.signedOut(route.method, anyPath);
    else if (route.method === 'get') {
      // A public read with a parameter: an unknown id may answer like an unknown path, so ask with a real one.
      if (paramsOf(route.path).length) await this.soft('ids');
      sent = await this.send('get', this.realPath(route) ?? anyPath);
    } else if (route.body) {
      sent = await this.send(route.method, anyPath, { rawBody: '[]', headers: { 'Content-Type': 'application/json' } });
    } else {
      // A server that asks for a token before it knows the path: another method tells whether the path exists.
      const other = methods.find(
        (method) => !allRoutes.some((row) => row.path === route.path && row.method === method),
      );
      if (!other) return true;
      sent = await this.send(other, anyPath);
      if (sent.status === 405) {
        const allow = (sent.headers.get('Allow') ?? '').toLowerCase().split(/\s*,\s*/);
        if (allow.includes(route.method)) return true;
      }
    }
    const parsed = errorBodySchema.safeParse(sent.body);
    const likeUnknown =
      sent.status === 404 &&
      (!parsed.success || (parsed.data.code === unknown.code && parsed.data.message === unknown.message));
    if (sent.status === 405 || likeUnknown) {
      const endpoint = endpointOf(route);
      this.recorder.notImplemented.set(endpoint, { endpoint, answer: brief(sent, 80) });
      return false;
    }
    return true;
  }

  // ---------------------------------------------------------------------------------------------
  // Setup steps

  /** Runs a setup step once (and the steps it needs); throws Skip when it cannot run, SetupFailed when it failed. */
  need(name: FixtureName): Promise<void> {
    let run = this.fixtureRuns.get(name);
    if (!run) {
      run = this.build(name);
      this.fixtureRuns.set(name, run);
    }
    return run;
  }

  /** A step a check would like (its data makes the check meaningful) but can run without. */
  async soft(name: FixtureName): Promise<boolean> {
    try {
      await this.need(name);
      return true;
    } catch (error) {
      if (error instanceof Skip) return false;
      throw error;
    }
  }

  private async build(name: FixtureName): Promise<void> {
    const step = this.options.fixtures[name];
    await Promise.all(step.needs.map((dependency) => this.need(dependency)));
    for (const routeName of [...(step.route ? [step.route] : []), ...(step.uses ?? [])]) {
      const used = allRoutes.find((row) => row.name === routeName)!;
      if (!(await this.implemented(used)))
        throw new Skip(`needs ${endpointOf(used)}, which the server does not implement`);
    }
    await Promise.all((step.wants ?? []).map((dependency) => this.soft(dependency)));
    const release = await this.locks.acquire({ read: [], write: step.writes }, { first: true });
    const started = performance.now();
    const reported = allRoutes.find((row) => row.name === step.route);
    const endpoint = reported ? endpointOf(reported) : '';
    try {
      await step.build(this);
      if (reported)
        this.recorder.add({
          group: 'setup',
          endpoint,
          check: step.describe,
          outcome: 'passed',
          ms: Math.round(performance.now() - started),
        });
    } catch (error) {
      if (error instanceof Skip || !reported) throw error instanceof Skip ? error : new Skip(String(error));
      const reason =
        error instanceof Mismatch || error instanceof NoAnswer
          ? error.message
          : `the step could not run: ${error instanceof Error ? error.message : String(error)}`;
      this.recorder.add({
        group: 'setup',
        endpoint,
        check: step.describe,
        outcome: 'failed',
        reason,
        ms: Math.round(performance.now() - started),
      });
      throw new SetupFailed(`the setup step "${step.describe}" failed`);
    } finally {
      release();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Paths and reads

  setPath(name: RouteName, path: string): void {
    this.found.set(name, path);
  }

  /** The route's path with the ids discovery found, or `undefined` when one could not be found. */
  realPath(route: Route): string | undefined {
    return paramsOf(route.path).length ? this.found.get(route.name) : route.path;
  }

  /** The route's path with real ids where found, an unknown id otherwise. */
  anyPath(route: Route): string {
    return this.realPath(route) ?? route.path.replace(/\{\w+\}/g, () => unknownId());
  }

  /** A read's path as the kit sends it: a paged list asks for its largest page, so it shows everything it can. */
  readPath(route: Route, query: Record<string, string> = {}): string | undefined {
    const path = this.realPath(route);
    if (!path) return undefined;
    const max = pagedItem(route) ? maxPageSize(route) : undefined;
    const search = new URLSearchParams({ ...(max ? { pageSize: String(max) } : {}), ...query }).toString();
    return search ? `${path}?${search}` : path;
  }

  /** Every row of a list (all pages), in the server's order. */
  async readAll(route: Route, query: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
    const path = this.realPath(route);
    if (!path) throw new Skip(`no id to read ${endpointOf(route)}`);
    const max = pagedItem(route) ? maxPageSize(route) : undefined;
    if (!max) {
      const sent = await this.send('get', this.readPath(route, query)!);
      if (sent.status !== 200) throw new Mismatch(`GET ${sent.path}: expected 200, got ${brief(sent)}`);
      return itemsOf(sent.body);
    }
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const sent = await this.send(
        'get',
        `${path}?${new URLSearchParams({ ...query, page: String(page), pageSize: String(max) })}`,
      );
      if (sent.status !== 200) throw new Mismatch(`GET ${sent.path}: expected 200, got ${brief(sent)}`);
      const items = itemsOf(sent.body);
      rows.push(...items);
      const total = isRecord(sent.body) && typeof sent.body.total === 'number' ? sent.body.total : rows.length;
      if (items.length === 0 || rows.length >= total) break;
    }
    return rows;
  }

  // ---------------------------------------------------------------------------------------------
  // Before and after

  /** The answers of the reads a write could change (implemented, with a path), to compare before and after it. */
  async stateFor(write: Route): Promise<Snapshot[]> {
    const reads: Route[] = [];
    for (const read of readsChangedBy(write)) if (this.realPath(read) && this.isImplemented(read)) reads.push(read);
    return Promise.all(
      reads.map(async (read) => {
        const path = this.readPath(read)!;
        return { route: read, path, sent: await this.send('get', path) };
      }),
    );
  }

  /**
   * The reads that answer differently now, by the guide's rules. Rows that only came back in
   * another order are not blamed on the write: the read is asked twice more without a write, and an
   * order that moves by itself is reported as an unstable order of that read.
   */
  async changedSince(before: Snapshot[]): Promise<string[]> {
    const changed: string[] = [];
    await Promise.all(
      before.map(async (earlier) => {
        const later: Snapshot = { ...earlier, sent: await this.send('get', earlier.path) };
        const { changes, reordered } = compareReads(earlier, later);
        if (!changes.length && !reordered.length) return;
        // Asked again with nothing written: an answer that moves by itself is the read's fault, not the write's.
        const again: Snapshot[] = [];
        for (let time = 0; time < 3; time += 1) again.push({ ...earlier, sent: await this.send('get', earlier.path) });
        const moving = again.some((next) => {
          const differ = compareReads(later, next);
          return differ.changes.length > 0 || differ.reordered.length > 0;
        });
        const back = again.some((next) => compareReads(earlier, next).changes.length === 0);
        if (moving || (back && !changes.length)) {
          this.recorder.flag({
            group: 'paging',
            endpoint: endpointOf(earlier.route),
            check:
              reordered.length && !changes.length
                ? 'two reads without a write answer the same order'
                : 'two reads without a write answer the same',
            rule: 'Lists, filters, sorting and days',
            reason: `${reordered.length && !changes.length ? 'unstable order: ' : 'unstable answer: '}GET ${earlier.path} answers differently from one read to the next with nothing written (${[...changes, ...reordered].slice(0, 2).join('; ')})`,
          });
          return;
        }
        if (changes.length) changed.push(`GET ${earlier.path}: ${changes.slice(0, 3).join('; ')}`);
        else changed.push(`GET ${earlier.path}: the same rows in another order (${reordered.join(', ')})`);
      }),
    );
    return changed;
  }

  /** Reads `path` twice without a write: an order that moves by itself is flagged as an unstable order. */
  async orderIsStable(route: Route, path: string): Promise<boolean> {
    const first: Snapshot = { route, path, sent: await this.send('get', path) };
    const second: Snapshot = { route, path, sent: await this.send('get', path) };
    const { reordered } = compareReads(first, second);
    if (!reordered.length) return true;
    this.recorder.flag({
      group: 'paging',
      endpoint: endpointOf(route),
      check: 'two reads without a write answer the same order',
      rule: 'Lists, filters, sorting and days',
      reason: `unstable order: GET ${path} answered the same rows in another order twice in a row (${reordered.join(', ')}), with nothing written in between`,
    });
    return false;
  }
}
