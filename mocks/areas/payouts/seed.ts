import { addMoney } from '@octoss/contract/money';
import { dayMs, demoUserId, testnetUserId, txHash, type AreaSeed } from '../../shared/seeding';

const demoClaimable = 376.61;

const demoWallet = '0x52908400098527886E0F7030069857D2E4169EE7';

/**
 * The demo trader's claimable 376.61, three bi-weekly auto payouts, each with its PAYOUT_CLAIMED
 * reconciliation record (seeded before the Trustboard's, so the ledger holds them), and the
 * wallet; an empty sandbox balance.
 */
export const payoutsSeed: AreaSeed = {
  demo({ db, now, stream }) {
    const random = stream(7);
    // Bi-weekly auto payouts, the last one 7 days ago: the next is 7 days ahead (spec section 9).
    const past = [120.5, 88.24, 64.1].map((amount, index) => ({ amount, at: now - (14 * index + 7) * dayMs }));
    past.forEach(({ amount, at }, index) => {
      const txId = txHash(random);
      const record = db.reconciliation.create({
        id: `rec-pay-${index + 1}`,
        userId: demoUserId,
        exchangeId: 'OCTOSS',
        state: 'MATCHED',
        txHash: txId,
        sourceLabel: 'PAYOUT_CLAIMED',
        amount: -amount,
        timestamp: at,
      });
      db.payout.create({
        id: `pay-${index + 1}`,
        userId: demoUserId,
        amountUSDT: amount,
        txId,
        timestamp: at,
        noteId: 'auto-biweekly',
        status: 'COMPLETED',
        network: 'ERC-20',
        address: demoWallet,
        recordId: record.id,
      });
    });
    db.balance.create({
      userId: demoUserId,
      claimable: demoClaimable,
      totalEarned: addMoney(demoClaimable, ...past.map((payout) => payout.amount)),
    });
    db.payoutWallet.create({
      userId: demoUserId,
      network: 'ERC-20',
      address: demoWallet,
      updatedAt: now - 60 * dayMs,
    });
  },
  testnet({ db }) {
    db.balance.create({ userId: testnetUserId, claimable: 0, totalEarned: 0 });
    db.payoutWallet.create({ userId: testnetUserId, network: 'ERC-20', address: null, updatedAt: null });
  },
};
