import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  maxProofLeavesPage,
  proofPeriodSchema,
  type ProofBundleJson,
  type ProofPeriod,
  type ProofTreeValue,
} from '@octoss/contract/proof';
import { routes } from '@octoss/contract/routes';
import {
  IncrementalTree,
  STEP_TITLES,
  isoWeekOf,
  sumCombiner,
  valueFromJson,
  valueToJson,
  valuesEqual,
  verifyBundle,
  verifyCheckpoint,
  verifyConsistency,
  weekBounds,
  toHex,
  type RecordRow,
  type TreeValue,
  type VerifyOptions,
} from '../../ledger/index.ts';
import { expectError, expectSuccess, issuesOf } from '../answers';
import { readsOf, writesOf, type CheckDef } from '../check';
import { route, type Route } from '../contract';
import { closedWeeks } from '../fixtures';
import { brief, type Sent } from '../http';
import type { Kit } from '../kit';
import { expectThat, Mismatch, Skip, skipUnless } from '../report';
import { newOwnerKey, unknownId } from '../samples';

/**
 * The ledger proof (ledger/spec/PROOF.md) checked from the outside, as an auditor and a trader's
 * browser would, with the repository's own verifier (ledger/): the leaf values re-hash to every
 * published root, every checkpoint note is signed by the published key and says what its period
 * says, consistency proofs between every two published sizes verify, a record's bundle passes every
 * step of the verifier, an append waits for the next checkpoint, and the owner key is registered
 * once and tags the trader's next leaves. In the sandbox the setup closes two weeks around the
 * claims (fixtures.ts), so there are two checkpoints of different sizes.
 */

const rule = 'The ledger proof';
const periodsRoute = route('listProofPeriods');
const bundles = route('getProofBundle');
const records = route('listReconciliations');
/** Bounds for a long log: the kit asks about this many of the newest checkpoints (and the oldest). */
const newestChecked = 12;

const proofReads = { read: readsOf('listProofPeriods'), write: [] };

/** A success, or a failure naming the request. */
function expectOk(row: Route, sent: Sent): void {
  try {
    expectSuccess(row, sent);
  } catch (error) {
    if (error instanceof Mismatch) throw new Mismatch(`${sent.method} ${sent.path}: ${error.message}`);
    throw error;
  }
}

/** Tree values from JSON; a malformed one is the server's fault, said as such. */
function valuesOf(nodes: readonly unknown[], where: string): TreeValue[] {
  return nodes.map((node, index) => {
    try {
      return valueFromJson(node, `${where}[${index}]`);
    } catch (error) {
      throw new Mismatch(
        `${where}[${index}] is not a tree value: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}

const show = (value: TreeValue) => JSON.stringify(valueToJson(value));

/** Every published period, oldest first (all pages of GET /api/proof/periods, each as the contract shapes it). */
async function publishedPeriods(kit: Kit): Promise<ProofPeriod[]> {
  const periods = (await kit.readAll(periodsRoute)).map((row) => {
    const parsed = proofPeriodSchema.safeParse(row);
    expectThat(parsed.success, `GET /api/proof/periods lists a period outside the contract: ${issuesOf(parsed)}`);
    return parsed.data;
  });
  if (periods.length === 0) {
    const closed = closedWeeks(kit);
    expectThat(
      closed.length === 0,
      `expected GET /api/proof/periods to list the checkpoints the sandbox's close-week answered (${closed.map((period) => period.id).join(', ')}), got none`,
    );
    throw new Skip(
      'the server has published no checkpoint (in a sandbox the setup closes two weeks with POST /api/testnet/close-week)',
    );
  }
  return periods.reverse();
}

async function publishedKey(kit: Kit): Promise<{ vkey: string; demo: boolean; anchor: string | null }> {
  const sent = await kit.send('get', routes.getProofKey.path);
  expectOk(route('getProofKey'), sent);
  return sent.body as { vkey: string; demo: boolean; anchor: string | null };
}

/** Verifies a bundle as the trader's browser does; a failure names the step, its title and what it found. */
function expectVerified(body: unknown, options: VerifyOptions, what: string): ProofBundleJson {
  const result = verifyBundle(body, options);
  const failed = result.steps.find((step) => step.status === 'failed');
  expectThat(
    result.ok,
    `${what}: expected every step of the verifier to pass, it fails at "${failed?.id}" (${failed ? STEP_TITLES[failed.id] : ''}): ${failed?.detail}`,
  );
  return body as ProofBundleJson;
}

/** A record as GET /api/reconciliations lists it, as the verifier's row step compares it with its leaf. */
const rowOf = (record: Record<string, unknown>): RecordRow => ({
  amountCents: Math.round(Number(record.amount) * 100),
  state: String(record.state),
  txHash: record.txHash === null ? null : String(record.txHash),
  at: String(record.timestamp),
  exchange: String(record.exchange),
});

const bundlePath = (recordId: string) => routes.getProofBundle.path.replace('{recordId}', encodeURIComponent(recordId));

type ProofSet = {
  period: string | null;
  bundles: ProofBundleJson[];
  pending: { recordId: string; leafIndex: number; rev: number; period: string }[];
  ownerKey: { registered: boolean; fingerprint: string | null; fromSeq: number | null };
};

async function proofSet(kit: Kit): Promise<ProofSet> {
  const sent = await kit.send('get', routes.getMyProofs.path);
  expectOk(route('getMyProofs'), sent);
  return sent.body as ProofSet;
}

/** Appends records to the log through the sandbox (simulated fees) and answers their ids. */
async function appendRecords(kit: Kit): Promise<string[]> {
  const before = new Set((await kit.readAll(records)).map((row) => String(row.id)));
  expectOk(route('simulateFees'), await kit.send('post', routes.simulateFees.path));
  const added = (await kit.readAll(records)).map((row) => String(row.id)).filter((id) => !before.has(id));
  expectThat(
    added.length > 0,
    'expected POST /api/testnet/simulate-fees to add records to GET /api/reconciliations, got none',
  );
  return added;
}

export function proofChecks(): CheckDef[] {
  return [
    {
      group: 'proof',
      route: route('listProofLeaves'),
      name: `the leaf values, read at most ${maxProofLeavesPage} a request up to the latest published tree size, re-hash to every published root (RFC 9162 shape with Merkle sums)`,
      rule,
      wants: ['checkpoints'],
      uses: ['listProofPeriods'],
      locks: proofReads,
      async run(kit) {
        const periods = await publishedPeriods(kit);
        const latest = periods.at(-1)!.treeSize;
        const tree = new IncrementalTree(sumCombiner);
        for (let start = 0; start === 0 || start < latest; start += maxProofLeavesPage) {
          // Without `end`: the answer stops at start + the page's maximum, or at the latest published size.
          const path = `${routes.listProofLeaves.path}?start=${start}`;
          const sent = await kit.send('get', path);
          expectOk(route('listProofLeaves'), sent);
          const body = sent.body as { start: number; end: number; items: { seq: number; value: ProofTreeValue }[] };
          const end = Math.min(start + maxProofLeavesPage, latest);
          expectThat(
            body.start === start && body.end === end && body.items.length === end - start,
            `GET ${path}: expected the leaf values ${start} … ${end - 1} (at most ${maxProofLeavesPage}, cut at the latest published size ${latest}), got start ${body.start}, end ${body.end} and ${body.items.length} items`,
          );
          body.items.forEach((item, index) =>
            expectThat(
              item.seq === start + index,
              `GET ${path}: item ${index} is leaf ${item.seq}, expected ${start + index}`,
            ),
          );
          for (const value of valuesOf(
            body.items.map((item) => item.value),
            `GET ${path}: items`,
          ))
            tree.append(value);
        }
        for (const period of periods) {
          const computed = tree.root(period.treeSize);
          expectThat(
            valuesEqual(computed, valueFromJson(period.root)),
            `${period.id}: expected the leaf values of GET /api/proof/leaves to re-hash to the published root, but leaves 0 … ${period.treeSize - 1} give ${show(computed)} and GET /api/proof/periods publishes ${JSON.stringify(period.root)}`,
          );
        }
      },
    },
    {
      group: 'proof',
      route: route('getProofKey'),
      name: 'every checkpoint note verifies with the published key and says what its period says; one period per closed week, each starting where the one before ended, its own sums the difference of the roots',
      rule,
      wants: ['checkpoints'],
      uses: ['listProofPeriods'],
      locks: proofReads,
      async run(kit) {
        const periods = await publishedPeriods(kit);
        const key = await publishedKey(kit);
        if (closedWeeks(kit).length)
          expectThat(
            key.demo === true && key.anchor === null && periods.every((period) => period.anchor === null),
            `expected the sandbox's key to say demo: true and anchor: null, and no checkpoint anchored, got ${JSON.stringify(key)} (anchors: ${periods.map((period) => JSON.stringify(period.anchor)).join(', ')})`,
          );
        let previous: ProofPeriod | undefined;
        for (const period of periods) {
          const verified = verifyCheckpoint(period.note, key.vkey);
          expectThat(
            verified.ok,
            `${period.id}: the note does not verify with the key of GET /api/proof/key: ${verified.ok ? '' : verified.problem}`,
          );
          const signed = verified.checkpoint;
          const { fromMs, toMs } = weekBounds(period.id);
          const differing = [
            ['tree size', signed.treeSize === period.treeSize],
            ['root hash', toHex(signed.rootHash) === period.root.hash],
            ['period', signed.period === period.id],
            ['first', signed.first === period.firstSeq],
            ['credit', signed.credit === BigInt(period.root.credit)],
            ['debit', signed.debit === BigInt(period.root.debit)],
          ]
            .filter(([, same]) => !same)
            .map(([name]) => name);
          expectThat(
            differing.length === 0,
            `${period.id}: expected the signed note to say what the period says, it differs in ${differing.join(', ')}`,
          );
          const expected = {
            from: fromMs,
            to: toMs,
            firstSeq: previous?.treeSize ?? 0,
            leafCount: period.treeSize - period.firstSeq,
            credit: period.root.credit - (previous?.root.credit ?? 0),
            debit: period.root.debit - (previous?.root.debit ?? 0),
          };
          const actual = {
            from: Date.parse(period.from),
            to: Date.parse(period.to),
            firstSeq: period.firstSeq,
            leafCount: period.leafCount,
            credit: period.credit,
            debit: period.debit,
          };
          expectThat(
            isDeepStrictEqual(actual, expected) && period.treeSize >= period.firstSeq,
            `${period.id}: expected ${JSON.stringify({ ...expected, from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() })} (its ISO week, starting at the previous checkpoint's size, its sums the root's minus the previous root's), got ${JSON.stringify({ ...actual, from: period.from, to: period.to })}`,
          );
          if (previous)
            expectThat(
              previous.to === period.from || Date.parse(previous.to) === Date.parse(period.from),
              `expected one checkpoint per closed week, but ${period.id} follows ${previous.id}`,
            );
          previous = period;
        }
      },
    },
    {
      group: 'proof',
      route: route('getProofConsistency'),
      name: 'consistency proofs between every two published tree sizes verify; without a query it proves the checkpoint before the latest to the latest; a size above the latest is a 400',
      rule,
      wants: ['checkpoints'],
      uses: ['listProofPeriods'],
      locks: proofReads,
      async run(kit) {
        const periods = await publishedPeriods(kit);
        let sized = [
          ...new Map(
            periods.filter((period) => period.treeSize > 0).map((period) => [period.treeSize, period]),
          ).values(),
        ];
        skipUnless(sized.length > 0, 'no published tree has leaves');
        if (sized.length > newestChecked) sized = [sized[0]!, ...sized.slice(1 - newestChecked)];
        const latest = periods.at(-1)!;
        const ask = async (path: string, older: ProofPeriod, newer: ProofPeriod) => {
          const sent = await kit.send('get', path);
          expectOk(route('getProofConsistency'), sent);
          const body = sent.body as { from: number; to: number; proof: unknown[] };
          expectThat(
            body.from === older.treeSize && body.to === newer.treeSize,
            `GET ${path}: expected from ${older.treeSize} (${older.id}) and to ${newer.treeSize} (${newer.id}), got from ${body.from} and to ${body.to}`,
          );
          const result = verifyConsistency(
            older.treeSize,
            newer.treeSize,
            valueFromJson(older.root),
            valueFromJson(newer.root),
            valuesOf(body.proof, `GET ${path}: proof`),
          );
          expectThat(
            result.ok,
            `GET ${path}: expected a proof that the tree of ${newer.treeSize} leaves (${newer.id}) extends the tree of ${older.treeSize} (${older.id}), it does not verify: ${result.ok ? '' : result.problem}`,
          );
        };
        for (const [index, older] of sized.entries())
          for (const newer of sized.slice(index))
            await ask(`${routes.getProofConsistency.path}?from=${older.treeSize}&to=${newer.treeSize}`, older, newer);
        const previous = periods.at(-2);
        if (previous && previous.treeSize > 0 && previous.treeSize < latest.treeSize)
          await ask(routes.getProofConsistency.path, previous, latest);
        const above = `${routes.getProofConsistency.path}?from=1&to=${latest.treeSize + 1}`;
        const sent = await kit.send('get', above);
        try {
          expectError(route('getProofConsistency'), sent, { status: 400, code: 'validation', field: 'to' });
        } catch (error) {
          throw new Mismatch(`GET ${above} (above the latest size ${latest.treeSize}): ${(error as Error).message}`);
        }
      },
    },
    {
      group: 'proof',
      route: route('getProofPeriod'),
      name: 'every published week reads the same by its id as in the list, latest is the newest, and a week without a checkpoint (the open one, a malformed one) is a 404',
      rule,
      wants: ['checkpoints'],
      uses: ['listProofPeriods'],
      locks: proofReads,
      async run(kit) {
        const periods = await publishedPeriods(kit);
        const read = async (id: string) => {
          const sent = await kit.send('get', routes.getProofPeriod.path.replace('{id}', encodeURIComponent(id)));
          expectOk(route('getProofPeriod'), sent);
          return sent.body;
        };
        for (const period of periods.slice(-newestChecked))
          expectThat(
            isDeepStrictEqual(await read(period.id), period),
            `expected GET /api/proof/periods/${period.id} to answer the period GET /api/proof/periods lists, got another answer`,
          );
        const latest = periods.at(-1)!;
        expectThat(
          isDeepStrictEqual(await read('latest'), latest),
          `expected GET /api/proof/periods/latest to answer ${latest.id}, the newest period`,
        );
        for (const id of [isoWeekOf(weekBounds(latest.id).toMs), '2026-W99']) {
          const path = routes.getProofPeriod.path.replace('{id}', id);
          const sent = await kit.send('get', path);
          try {
            expectError(route('getProofPeriod'), sent, { status: 404, code: 'not_found' });
          } catch (error) {
            throw new Mismatch(`GET ${path}: ${(error as Error).message}`);
          }
        }
      },
    },
    {
      group: 'proof',
      route: route('closeTestnetWeek'),
      name: "each close of the sandbox's week publishes its checkpoint at once and answers it: the period GET /api/proof/periods then lists",
      rule: 'The sandbox',
      needs: ['checkpoints'],
      uses: ['listProofPeriods'],
      locks: proofReads,
      async run(kit) {
        const periods = await publishedPeriods(kit);
        for (const answered of closedWeeks(kit)) {
          const listed = periods.find((period) => period.id === answered.id);
          expectThat(
            listed,
            `POST /api/testnet/close-week answered ${answered.id}, which GET /api/proof/periods does not list`,
          );
          expectThat(
            isDeepStrictEqual(listed, answered),
            `expected GET /api/proof/periods to list ${answered.id} as POST /api/testnet/close-week answered it (a checkpoint never changes), got ${JSON.stringify(listed).slice(0, 200)}`,
          );
        }
      },
    },
    {
      group: 'proof',
      route: bundles,
      name: "a record's bundle passes every step of the verifier (format, the leaf beside the row, leaf hash, path, root, published root, signature) at the latest checkpoint and at the first that holds it; a checkpoint before its first leaf is a 409 not_checkpointed",
      rule,
      wants: ['checkpoints', 'ids'],
      uses: ['listProofPeriods', 'getProofKey', 'listReconciliations'],
      locks: { read: readsOf('listProofPeriods', 'listReconciliations'), write: [] },
      async run(kit) {
        const path = kit.realPath(bundles);
        skipUnless(path, 'no record of the trader to ask a bundle for (GET /api/reconciliations lists none)');
        const recordId = decodeURIComponent(path.split('/').at(-1)!);
        const periods = await publishedPeriods(kit);
        const { vkey } = await publishedKey(kit);
        const record = (await kit.readAll(records)).find((row) => row.id === recordId);
        expectThat(record, `GET /api/reconciliations no longer lists record ${recordId}`);
        // The row is the latest leaf's unless the record changed since the latest checkpoint (a pending revision).
        const pending = kit.isImplemented(route('getMyProofs')) ? (await proofSet(kit)).pending : undefined;
        const row = pending && !pending.some((leaf) => leaf.recordId === recordId) ? rowOf(record) : undefined;
        const verify = async (period: ProofPeriod, at: string, withRow?: RecordRow) => {
          const sent = await kit.send('get', `${path}?at=${at}`);
          expectOk(bundles, sent);
          const bundle = expectVerified(
            sent.body,
            { root: period.root.hash, vkey, note: period.note, row: withRow },
            `GET ${path}?at=${at} against the root GET /api/proof/periods publishes for ${period.id}`,
          );
          expectThat(
            bundle.checkpoint.period === period.id,
            `GET ${path}?at=${at}: expected a bundle at ${period.id}, got one at ${bundle.checkpoint.period}`,
          );
          return bundle;
        };
        const latest = periods.at(-1)!;
        const bundle = await verify(latest, 'latest', row);
        const firstLeaf = Math.min(bundle.leafIndex, ...bundle.revisions);
        const holding = periods.findIndex((period) => period.treeSize > firstLeaf);
        if (periods[holding] !== latest) await verify(periods[holding]!, periods[holding]!.id);
        const before = periods[holding - 1];
        if (before) {
          const sent = await kit.send('get', `${path}?at=${before.id}`);
          try {
            expectError(bundles, sent, { status: 409, code: 'not_checkpointed' });
          } catch (error) {
            throw new Mismatch(
              `GET ${path}?at=${before.id} (a tree of ${before.treeSize} leaves, the record's first leaf is ${firstLeaf}): ${(error as Error).message}`,
            );
          }
        }
      },
    },
    {
      group: 'proof',
      route: bundles,
      name: "a record that is not one of the trader's is a 404 not_found, as one that does not exist, and so is a week without a published checkpoint",
      rule,
      wants: ['checkpoints', 'ids'],
      uses: ['listProofPeriods'],
      locks: proofReads,
      async run(kit) {
        const asked = [bundlePath(unknownId())];
        const path = kit.realPath(bundles);
        if (path) {
          const latest = (await publishedPeriods(kit)).at(-1)!;
          asked.push(`${path}?at=${isoWeekOf(weekBounds(latest.id).toMs)}`);
        }
        for (const ask of asked) {
          const sent = await kit.send('get', ask);
          try {
            expectError(bundles, sent, { status: 404, code: 'not_found' });
          } catch (error) {
            throw new Mismatch(`GET ${ask}: ${(error as Error).message}`);
          }
        }
      },
    },
    {
      group: 'proof',
      route: bundles,
      name: 'a record appended after the latest checkpoint is a 409 not_checkpointed and pending in GET /api/proof/me; the published checkpoints stay as they were',
      rule,
      needs: ['checkpoints'],
      uses: ['simulateFees', 'listReconciliations', 'listProofPeriods', 'getMyProofs'],
      locks: { read: [], write: writesOf('simulateFees') },
      async run(kit) {
        const periods = await publishedPeriods(kit);
        const latest = periods.at(-1)!;
        const appended = await appendRecords(kit);
        for (const recordId of appended) {
          const sent = await kit.send('get', bundlePath(recordId));
          try {
            expectError(bundles, sent, { status: 409, code: 'not_checkpointed' });
          } catch (error) {
            throw new Mismatch(
              `GET ${bundlePath(recordId)} (appended after ${latest.id}): ${(error as Error).message}`,
            );
          }
        }
        const set = await proofSet(kit);
        for (const recordId of appended) {
          const leaf = set.pending.find((item) => item.recordId === recordId);
          expectThat(
            leaf && leaf.leafIndex >= latest.treeSize && leaf.period > latest.id,
            `expected GET /api/proof/me to list record ${recordId} as pending, at a leaf index from ${latest.treeSize} in a week after ${latest.id}, got ${JSON.stringify(leaf ?? set.pending).slice(0, 200)}`,
          );
          expectThat(
            !set.bundles.some((bundle) => bundle.leaf.recordId === recordId),
            `GET /api/proof/me has a bundle of record ${recordId}, appended after the latest checkpoint`,
          );
        }
        expectThat(
          isDeepStrictEqual(await publishedPeriods(kit), periods),
          'expected the published checkpoints unchanged by an append (a checkpoint never changes), but GET /api/proof/periods answers otherwise',
        );
      },
    },
    {
      group: 'proof',
      route: route('getMyProofs'),
      name: "the trader's proof set holds one bundle per record at the latest checkpoint, each passing the verifier (its leaf says what the list shows of the record unless a revision is pending), and the records appended since as pending",
      rule,
      wants: ['checkpoints'],
      uses: ['listProofPeriods', 'getProofKey', 'listReconciliations'],
      locks: { read: readsOf('listProofPeriods', 'listReconciliations'), write: [] },
      async run(kit) {
        const latest = (await publishedPeriods(kit)).at(-1)!;
        const { vkey } = await publishedKey(kit);
        const set = await proofSet(kit);
        expectThat(
          set.period === latest.id,
          `expected GET /api/proof/me at ${latest.id}, the latest checkpoint, got ${set.period}`,
        );
        const listed = new Map((await kit.readAll(records)).map((row) => [String(row.id), row]));
        const ids = new Set(listed.keys());
        const revised = new Set(set.pending.map((leaf) => leaf.recordId));
        const proven = new Set<string>();
        for (const bundle of set.bundles) {
          const recordId = bundle.leaf?.recordId;
          const record = listed.get(recordId);
          expectThat(
            record,
            `GET /api/proof/me has a bundle of ${recordId}, which is not one of the records GET /api/reconciliations lists`,
          );
          expectThat(!proven.has(recordId), `GET /api/proof/me has two bundles of record ${recordId}`);
          proven.add(recordId);
          expectVerified(
            bundle,
            { root: latest.root.hash, vkey, note: latest.note, row: revised.has(recordId) ? undefined : rowOf(record) },
            `GET /api/proof/me: the bundle of ${recordId} (beside its row in GET /api/reconciliations)`,
          );
        }
        const unproven = [...ids].filter((id) => !proven.has(id) && !set.pending.some((leaf) => leaf.recordId === id));
        expectThat(
          unproven.length === 0,
          `expected a bundle or a pending leaf for every record of the trader (each record is a leaf of the log), got neither for ${unproven.slice(0, 5).join(', ')}`,
        );
      },
    },
    {
      group: 'proof',
      route: route('registerOwnerKey'),
      name: "the owner key is registered once: its fingerprint (SHA-256, 8 bytes) and fromSeq are stored, the trader's next leaves carry its tags, and a second registration is a 409 owner_key_set that changes nothing",
      rule,
      needs: ['checkpoints'],
      uses: [
        'getMyProofs',
        'simulateFees',
        'closeTestnetWeek',
        'listReconciliations',
        'listProofPeriods',
        'getProofKey',
        'getProofBundle',
      ],
      locks: { read: [], write: writesOf('registerOwnerKey', 'simulateFees', 'closeTestnetWeek') },
      async run(kit) {
        const owner = route('registerOwnerKey');
        const before = (await proofSet(kit)).ownerKey;
        expectThat(
          !before.registered,
          `expected no owner key registered in the sandbox after its reset, GET /api/proof/me says ${JSON.stringify(before)}`,
        );
        const published = (await publishedPeriods(kit)).at(-1)!;
        const key = newOwnerKey();
        const sent = await kit.send('put', routes.registerOwnerKey.path, { body: { ownerKey: key } });
        expectOk(owner, sent);
        const registered = sent.body as { fingerprint: string; fromSeq: number };
        const fingerprint = createHash('sha256').update(Buffer.from(key, 'hex')).digest('hex').slice(0, 16);
        expectThat(
          registered.fingerprint === fingerprint,
          `expected the fingerprint ${fingerprint} (the first 8 bytes of SHA-256 of the key), got ${brief(sent)}`,
        );
        expectThat(
          registered.fromSeq >= published.treeSize,
          `expected fromSeq at or after the ${published.treeSize} leaves of the latest checkpoint (the key tags only leaves appended from now on), got ${registered.fromSeq}`,
        );
        const stored = (await proofSet(kit)).ownerKey;
        expectThat(
          isDeepStrictEqual(stored, { registered: true, fingerprint, fromSeq: registered.fromSeq }),
          `expected GET /api/proof/me to show the key registered with fingerprint ${fingerprint} from ${registered.fromSeq}, got ${JSON.stringify(stored)}`,
        );
        const again = await kit.send('put', routes.registerOwnerKey.path, { body: { ownerKey: newOwnerKey() } });
        expectError(owner, again, { status: 409, code: 'owner_key_set' });
        const after = (await proofSet(kit)).ownerKey;
        expectThat(
          isDeepStrictEqual(after, stored),
          `the refused second registration changed the owner key: GET /api/proof/me says ${JSON.stringify(after)}, was ${JSON.stringify(stored)}`,
        );
        // The next leaf carries the key's tag: append a record, close the week, verify its bundle with the key.
        const [recordId] = await appendRecords(kit);
        expectOk(route('closeTestnetWeek'), await kit.send('post', routes.closeTestnetWeek.path));
        const latest = (await publishedPeriods(kit)).at(-1)!;
        const { vkey } = await publishedKey(kit);
        const bundleSent = await kit.send('get', bundlePath(recordId!));
        expectOk(bundles, bundleSent);
        const bundle = expectVerified(
          bundleSent.body,
          { root: latest.root.hash, vkey, note: latest.note, ownerKey: key },
          `GET ${bundlePath(recordId!)} (appended after the registration) with the registered key`,
        );
        expectThat(
          bundle.leafIndex >= registered.fromSeq,
          `expected the new record's leaf at or after fromSeq ${registered.fromSeq}, got leaf ${bundle.leafIndex}`,
        );
      },
    },
  ];
}
