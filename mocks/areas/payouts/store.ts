import type { NewRow, Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { notFound } from '../../shared/http-error';
import { currentUser } from '../app';

/** The user's claimable balance, payouts and payout wallet. */

/** The note of a payout the trader claimed; every other payout is an auto payout. */
export const claimNoteId = 'sandbox';

export function balanceRow(env: MockEnv) {
  const row = balanceOrNothing(env, currentUser(env).id);
  if (!row) throw notFound('No balance for this user');
  return row;
}

/** A user's balance, or null for a user who has none yet. */
export function balanceOrNothing(env: MockEnv, userId: string) {
  return env.db.balance.findFirst({ where: { userId: { equals: userId } } });
}

/** Stores a user's balance figures, creating the balance for a user who had none. */
export function saveBalance(env: MockEnv, userId: string, figures: { claimable: number; totalEarned: number }) {
  if (balanceOrNothing(env, userId))
    return env.db.balance.update({ where: { userId: { equals: userId } }, data: figures });
  return env.db.balance.create({ userId, ...figures });
}

export function setClaimable(env: MockEnv, userId: string, claimable: number) {
  return env.db.balance.update({ where: { userId: { equals: userId } }, data: { claimable } });
}

/** The payout wallet, created empty (ERC-20, no address) the first time it is asked for. */
export function walletRow(env: MockEnv) {
  const user = currentUser(env);
  return (
    env.db.payoutWallet.findFirst({ where: { userId: { equals: user.id } } }) ??
    env.db.payoutWallet.create({ userId: user.id, network: 'ERC-20', address: null, updatedAt: null })
  );
}

export function updateWallet(env: MockEnv, data: Pick<Row<'payoutWallet'>, 'network' | 'address'>) {
  const wallet = walletRow(env);
  const updated = env.db.payoutWallet.update({
    where: { userId: { equals: wallet.userId } },
    data: { ...data, updatedAt: env.now() },
  });
  if (!updated) throw notFound('No payout wallet for this user');
  return updated;
}

/** The user's payouts, optionally of one status. */
export function payoutsOf(env: MockEnv, userId: string, status?: Row<'payout'>['status']) {
  return env.db.payout.findMany({
    where: { userId: { equals: userId }, ...(status ? { status: { equals: status } } : {}) },
  });
}

export function createPayout(env: MockEnv, row: Omit<NewRow<'payout'>, 'id'>) {
  return env.db.payout.create({ id: `pay-${crypto.randomUUID()}`, ...row });
}
