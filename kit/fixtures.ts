import type { ProofPeriod } from '@octoss/contract/proof';
import { groups } from '@octoss/contract/route';
import { routes, type RouteName } from '@octoss/contract/routes';
import { sandbox } from '@octoss/contract/rules';
import { expectError, expectSuccess } from './answers';
import { allRoutes, isRecord, itemsOf, paramsOf, route, writeSetOf, type Route } from './contract';
import { brief } from './http';
import type { Kit } from './kit';
import type { Fixtures } from './fixture-types';
import { expectThat, Skip } from './report';
import { idempotencyKey, wallets } from './samples';
import { reviewLinks } from './checks/behaviour/links';

export type { Fixture, FixtureName } from './fixture-types';

const linkCount = 3;

export const fixtures: Fixtures<Kit> = {
  session: {
    describe: 'signs in with the sandbox account',
    route: 'createSession',
    needs: [],
    writes: [],
    async build(kit) {
      if (kit.token) return;
      const credentials = kit.options.signIn;
      const sent = await kit.signedOut('post', routes.createSession.path, { body: credentials });
      const token = isRecord(sent.body) ? sent.body.token : undefined;
      expectThat(
        sent.status === 201 && typeof token === 'string',
        `POST /api/auth/sessions for ${credentials.email}: expected 201 with a token, got ${brief(sent, 200)}: the kit needs a sandbox account to sign in with (--email/--code), or a token (--token)`,
      );
      kit.token = token;
    },
  },
  sandbox: {
    describe: 'resets the sandbox',
    route: 'resetTestnet',
    needs: ['session'],
    writes: [...groups],
    async build(kit) {
      const sent = await kit.send('post', routes.resetTestnet.path);
      if (sent.status === 404)
        throw new Skip(
          'the server does not serve the sandbox (POST /api/testnet/reset answers 404: a production server, or a data set without it)',
        );
      expectSuccess(routes.resetTestnet, sent);
    },
  },
  exchanges: {
    describe: 'lists the exchanges',
    route: 'listExchanges',
    needs: [],
    writes: [],
    async build(kit) {
      const rows = await kit.readAll(route('listExchanges'));
      kit.state.exchanges = rows.map((row) => ({ id: String(row.id), isActive: row.isActive !== false }));
      expectThat(
        kit.state.exchanges.some((exchange) => exchange.isActive),
        'expected an active exchange in GET /api/exchanges to link, got none',
      );
    },
  },
  links: {
    describe: `links ${linkCount} exchange accounts and the accounts the link checks judge, and waits for their review (the sandbox decides after ${sandbox.uidReviewMs / 1000} s)`,
    route: 'createUidLink',
    uses: ['listUidLinks', 'getMe'],
    needs: ['sandbox', 'exchanges'],
    writes: [...writeSetOf(routes.createUidLink), 'dashboard'],
    build: (kit) => reviewLinks(kit, linkCount),
  },
  approved: {
    describe: 'sees the new accounts’ links APPROVED',
    route: 'listUidLinks',
    needs: ['links'],
    writes: ['uid-links', 'dashboard'],
    async build(kit) {
      const deadline = Date.now() + sandbox.uidReviewMs + kit.slackMs;
      for (;;) {
        const rows = await kit.readAll(route('listUidLinks'));
        const mine = kit.state.links.map((link) => rows.find((row) => row.id === link.id));
        expectThat(
          mine.every(Boolean),
          `expected GET /api/uid-links to list the links the kit made (${kit.state.links.map((link) => link.id).join(', ')}), got other rows`,
        );
        const statuses = mine.map((row) => String(row!.status));
        expectThat(!statuses.includes('REJECTED'), `a new account's link was REJECTED: ${JSON.stringify(mine)}`);
        if (statuses.every((status) => status === 'APPROVED')) return;
        expectThat(
          Date.now() < deadline,
          `expected the links decided ${sandbox.uidReviewMs / 1000} s after submission (the sandbox's review), got ${statuses.join(', ')} after ${(sandbox.uidReviewMs + kit.slackMs) / 1000} s`,
        );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  },
  fees: {
    describe: 'simulates fees twice',
    route: 'simulateFees',
    needs: ['approved'],
    writes: writeSetOf(routes.simulateFees),
    async build(kit) {
      for (let time = 0; time < 2; time += 1)
        expectSuccess(routes.simulateFees, await kit.send('post', routes.simulateFees.path));
    },
  },
  week: {
    describe: "closes the sandbox's week after the simulated fees: the ledger proof's first checkpoint",
    route: 'closeTestnetWeek',
    needs: ['fees'],
    writes: writeSetOf(routes.closeTestnetWeek),
    build: async (kit) => void (await closeWeek(kit)),
  },
  wallet: {
    describe: 'sets the payout wallet',
    route: 'updateWallet',
    needs: ['sandbox'],
    writes: writeSetOf(routes.updateWallet),
    async build(kit) {
      expectSuccess(routes.updateWallet, await kit.send('put', routes.updateWallet.path, { body: wallets.erc20 }));
    },
  },
  claims: {
    describe: 'claims the minimum twice',
    route: 'createClaim',
    uses: ['getBalance'],
    needs: ['fees', 'wallet'],
    // The claims fall in a week of their own, between the ledger proof's two checkpoints.
    wants: ['week'],
    writes: writeSetOf(routes.createClaim),
    async build(kit) {
      const balance = await kit.send('get', routes.getBalance.path);
      if (balance.status === 200 && isRecord(balance.body) && typeof balance.body.minimumClaim === 'number')
        kit.state.minimum = balance.body.minimumClaim;
      for (let time = 0; time < 2; time += 1)
        expectSuccess(
          routes.createClaim,
          await kit.send('post', routes.createClaim.path, {
            body: { amount: kit.state.minimum },
            headers: idempotencyKey(),
          }),
        );
    },
  },
  checkpoints: {
    describe:
      'closes the week of the claims: a second checkpoint over a larger tree, so consistency proofs span two sizes',
    route: 'closeTestnetWeek',
    needs: ['week', 'claims'],
    writes: writeSetOf(routes.closeTestnetWeek),
    async build(kit) {
      const [first] = closedWeeks(kit);
      const second = await closeWeek(kit);
      expectThat(
        first && second.treeSize > first.treeSize,
        `expected the claims' leaves in the second checkpoint: a tree above the ${first?.treeSize} leaves of ${first?.id}, got ${second.treeSize} leaves in ${second.id}`,
      );
    },
  },
  points: {
    describe: 'earns REFERRAL points twice (no weekly cap)',
    route: 'earnPoints',
    needs: ['sandbox'],
    writes: writeSetOf(routes.earnPoints),
    async build(kit) {
      for (let time = 0; time < 2; time += 1) {
        const earned = await kit.send('post', routes.earnPoints.path, { body: { source: 'REFERRAL' } });
        if (earned.status === 422) expectError(routes.earnPoints, earned, { code: 'weekly_cap_reached' });
        else expectSuccess(routes.earnPoints, earned);
      }
    },
  },
  ids: {
    describe: 'finds a real id for each path parameter',
    needs: [],
    wants: ['session', 'claims', 'points', 'approved', 'checkpoints'],
    writes: [],
    build: discover,
  },
};

/** The periods the sandbox's close-week answered, in the order the setup closed them. */
export function closedWeeks(kit: Kit): ProofPeriod[] {
  let closed = kit.memo.get('closedWeeks') as ProofPeriod[] | undefined;
  if (!closed) kit.memo.set('closedWeeks', (closed = []));
  return closed;
}

/** Closes the sandbox's open week: its checkpoint is published at once and answered (201, a period). */
async function closeWeek(kit: Kit): Promise<ProofPeriod> {
  const sent = await kit.send('post', routes.closeTestnetWeek.path);
  expectSuccess(routes.closeTestnetWeek, sent);
  const period = sent.body as ProofPeriod;
  closedWeeks(kit).push(period);
  return period;
}

type Read = (name: RouteName) => Promise<unknown>;

/**
 * Path parameters the parent path's list does not name (or names wrongly): where each value comes
 * from. A proof period is a published week, the newest listed (none published: no path, and its
 * checks are skipped; `latest` is read by the proof checks); a proof bundle's record is one of the
 * trader's reconciliation records, the oldest listed, whose leaf is in every checkpoint the setup
 * published (a newer one may have been appended in the open week).
 */
const parameterSources: Partial<Record<RouteName, Record<string, (read: Read) => Promise<unknown>>>> = {
  getProofPeriod: { id: async (read) => itemsOf(await read('listProofPeriods'))[0]?.id },
  getProofBundle: { recordId: async (read) => itemsOf(await read('listReconciliations')).at(-1)?.id },
};

/**
 * Finds a real value for each path parameter: the source `parameterSources` names for it, else the
 * first item of the list at the parent path (walking up, following the remaining segments as
 * properties: `/api/playbook` -> `checklist`), else a top-level property of that name in a read
 * without parameters (`code` of the referral).
 */
async function discover(kit: Kit): Promise<void> {
  const answers = new Map<string, unknown>();
  const read = async (row: Route) => {
    const path = kit.readPath(row)!;
    if (!answers.has(path)) answers.set(path, (await kit.send('get', path)).body);
    return answers.get(path);
  };
  const plainReads = allRoutes.filter(
    (row) => row.method === 'get' && row.group !== 'meta' && !paramsOf(row.path).length,
  );
  const readRoute: Read = async (name) => (kit.isImplemented(route(name)) ? read(route(name)) : undefined);
  for (const row of allRoutes) {
    const params = paramsOf(row.path);
    if (!params.length) continue;
    let path = row.path;
    for (const param of params) {
      const source = parameterSources[row.name]?.[param];
      if (source) {
        const value = await source(readRoute);
        if (typeof value !== 'string') break;
        path = path.replace(`{${param}}`, encodeURIComponent(value));
        continue;
      }
      const prefix = path.slice(0, path.indexOf(`/{${param}}`));
      let value: unknown;
      const segments = prefix.split('/');
      for (let length = segments.length; length > 1 && value === undefined; length -= 1) {
        const parent = plainReads.find((candidate) => candidate.path === segments.slice(0, length).join('/'));
        if (!parent || !kit.isImplemented(parent)) continue;
        let node = await read(parent);
        for (const segment of segments.slice(length)) node = isRecord(node) ? node[segment] : undefined;
        const first = itemsOf(node)[0];
        value = first?.[param] ?? first?.id;
      }
      for (const candidate of plainReads) {
        if (value !== undefined) break;
        if (!kit.isImplemented(candidate)) continue;
        const body = await read(candidate);
        if (isRecord(body) && typeof body[param] === 'string') value = body[param];
      }
      if (typeof value !== 'string') break;
      path = path.replace(`{${param}}`, encodeURIComponent(value));
    }
    if (!paramsOf(path).length) kit.setPath(row.name, path);
  }
  if (answers.size === 0) throw new Skip('no list answered: no ids to find');
}
