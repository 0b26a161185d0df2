import { routes } from '@octoss/contract/routes';
import { maxProofLeavesPage, type ProofPeriod } from '@octoss/contract/proof';
import {
  IncrementalTree,
  sumCombiner,
  toHex,
  valueFromJson,
  valueToJson,
  verifyBundle,
  verifyCheckpoint,
  verifyConsistency,
  type TreeValue,
} from '../../../ledger/index.ts';
import { expectSuccess } from '../answers';
import { allRoutes, type Route } from '../contract';
import type { Kit } from '../kit';
import { expectThat } from '../report';

const route = (name: keyof typeof routes): Route => allRoutes.find((row) => row.name === name)!;

/** Every published period, oldest first (all pages of GET /api/proof/periods). */
async function periodsOf(kit: Kit): Promise<ProofPeriod[]> {
  const periods: ProofPeriod[] = [];
  for (let page = 1; ; page += 1) {
    const sent = await kit.send('get', `${routes.listProofPeriods.path}?page=${page}&pageSize=100`);
    expectSuccess(routes.listProofPeriods, sent);
    const body = routes.listProofPeriods.response.parse(sent.body);
    periods.push(...body.items);
    if (body.items.length === 0 || periods.length >= body.total) break;
  }
  return periods.reverse();
}

const same = (a: TreeValue, b: TreeValue) =>
  toHex(a.hash) === toHex(b.hash) && a.credit === b.credit && a.debit === b.debit;
const show = (value: TreeValue) => JSON.stringify(valueToJson(value));

/**
 * The ledger proof (ledger/spec/PROOF.md) checked from the outside, as an auditor would: the leaf
 * values re-hash to every published root (RFC 9162 shape, Merkle sums), every checkpoint note is
 * signed by the published key and says what its period says, consistency proofs between every two
 * published tree sizes verify, and a record's bundle verifies against the published root. Needs
 * the sandbox's closed weeks (the setup closes two).
 */
export async function checkProof(kit: Kit): Promise<void> {
  let periods: ProofPeriod[] = [];
  await kit.check('proof', route('listProofPeriods'), 'the sandbox has published checkpoints', async () => {
    periods = await periodsOf(kit);
    expectThat(periods.length > 0, 'GET /api/proof/periods lists no checkpoint after the setup closed two weeks');
  });
  if (periods.length === 0) return;
  const latestSize = periods.at(-1)!.treeSize;

  await kit.check('proof', route('listProofLeaves'), 'the leaf values re-hash to every published root', async () => {
    const tree = new IncrementalTree(sumCombiner);
    for (let start = 0; start < latestSize; start += maxProofLeavesPage) {
      const path = `${routes.listProofLeaves.path}?start=${start}&end=${Math.min(start + maxProofLeavesPage, latestSize)}`;
      const sent = await kit.send('get', path);
      expectSuccess(routes.listProofLeaves, sent);
      const body = routes.listProofLeaves.response.parse(sent.body);
      for (const item of body.items) {
        expectThat(item.seq === tree.size, `${path}: leaf ${item.seq} where ${tree.size} was next`);
        tree.append(valueFromJson(item.value));
      }
    }
    expectThat(tree.size === latestSize, `the leaves stop at ${tree.size}, the latest checkpoint has ${latestSize}`);
    for (const period of periods) {
      const computed = tree.root(period.treeSize);
      expectThat(
        same(computed, valueFromJson(period.root)),
        `${period.id}: the leaves give the root ${show(computed)}, the checkpoint says ${JSON.stringify(period.root)}`,
      );
    }
  });

  await kit.check(
    'proof',
    route('getProofKey'),
    'every checkpoint note is signed by the published key and says what its period says',
    async () => {
      const sent = await kit.send('get', routes.getProofKey.path);
      expectSuccess(routes.getProofKey, sent);
      const { vkey } = routes.getProofKey.response.parse(sent.body);
      let previousSize = 0;
      for (const period of periods) {
        const verified = verifyCheckpoint(period.note, vkey);
        expectThat(verified.ok, `${period.id}: ${verified.ok ? '' : verified.problem}`);
        const signed = verified.checkpoint;
        const differing = [
          ['tree size', signed.treeSize === period.treeSize],
          ['root hash', toHex(signed.rootHash) === period.root.hash],
          ['period', signed.period === period.id],
          ['first', signed.first === period.firstSeq && period.firstSeq === previousSize],
          ['credit', signed.credit === BigInt(period.root.credit)],
          ['debit', signed.debit === BigInt(period.root.debit)],
        ].filter(([, ok]) => !ok);
        expectThat(
          differing.length === 0,
          `${period.id}: the note differs in ${differing.map(([name]) => name).join(', ')}`,
        );
        previousSize = period.treeSize;
      }
    },
  );

  await kit.check(
    'proof',
    route('getProofConsistency'),
    'consistency proofs between every two published trees verify',
    async () => {
      const sizes = [
        ...new Map(periods.filter((period) => period.treeSize > 0).map((period) => [period.treeSize, period])).values(),
      ];
      expectThat(sizes.length > 0, 'no published tree has leaves');
      for (const [index, older] of sizes.entries()) {
        for (const newer of sizes.slice(index)) {
          const path = `${routes.getProofConsistency.path}?from=${older.treeSize}&to=${newer.treeSize}`;
          const sent = await kit.send('get', path);
          expectSuccess(routes.getProofConsistency, sent);
          const { proof } = routes.getProofConsistency.response.parse(sent.body);
          const result = verifyConsistency(
            older.treeSize,
            newer.treeSize,
            valueFromJson(older.root),
            valueFromJson(newer.root),
            proof.map((node) => valueFromJson(node)),
          );
          expectThat(result.ok, `${path} (${older.id} → ${newer.id}): ${result.ok ? '' : result.problem}`);
        }
      }
    },
  );

  const bundleRoute = route('getProofBundle');
  await kit.check('proof', bundleRoute, "a record's bundle verifies against the published root", async () => {
    const path = kit.realPath(bundleRoute);
    expectThat(path, 'no record of the trader to ask a bundle for');
    const sent = await kit.send('get', path);
    expectSuccess(routes.getProofBundle, sent);
    const bundle = routes.getProofBundle.response.parse(sent.body);
    const published = periods.find((period) => period.id === bundle.checkpoint.period);
    expectThat(published, `the bundle's checkpoint ${bundle.checkpoint.period} is not a published period`);
    const key = routes.getProofKey.response.parse((await kit.send('get', routes.getProofKey.path)).body);
    const result = verifyBundle(sent.body, { root: published.root.hash, vkey: key.vkey, note: published.note });
    const failed = result.steps.find((step) => step.status === 'failed');
    expectThat(result.ok, `fails at ${result.failedStep}: ${failed?.detail ?? ''}`);
  });
}
