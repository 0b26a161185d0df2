import type { RouteName } from '@octoss/contract/routes';
import { sandbox } from '@octoss/contract/rules';

/** Valid payout wallets (test vectors of the guide's address rules) and refused ones with their 422 code. */
export const wallets = {
  erc20: { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  erc20Lower: { network: 'ERC-20', address: '0x52908400098527886e0f7030069857d2e4169ee7' },
  bep20: { network: 'BEP-20', address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D' },
  trc20: { network: 'TRC-20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
} as const;

export const refusedWallets = [
  {
    name: 'an ERC-20 address of the wrong length',
    network: 'ERC-20',
    address: '0x1234',
    code: 'invalid_address_format',
  },
  {
    name: 'a TRON address on ERC-20',
    network: 'ERC-20',
    address: wallets.trc20.address,
    code: 'invalid_address_format',
  },
  {
    name: 'an EVM address on TRC-20',
    network: 'TRC-20',
    address: wallets.erc20.address,
    code: 'invalid_address_format',
  },
  {
    name: 'a mixed-case ERC-20 address with one letter of the wrong case',
    network: 'ERC-20',
    address: '0x52908400098527886e0F7030069857D2E4169EE7',
    code: 'invalid_address_checksum',
  },
  {
    name: 'a TRC-20 address with a typo in its last character',
    network: 'TRC-20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
    code: 'invalid_address_checksum',
  },
  {
    name: 'the zero address',
    network: 'BEP-20',
    address: '0x0000000000000000000000000000000000000000',
    code: 'invalid_address_burn',
  },
  {
    name: '0x…dEaD',
    network: 'ERC-20',
    address: '0x000000000000000000000000000000000000dEaD',
    code: 'invalid_address_burn',
  },
  {
    name: "TRON's zero address",
    network: 'TRC-20',
    address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
    code: 'invalid_address_burn',
  },
] as const;

/** A UID no sandbox exchange reports as an existing account (8 digits, never the existing-account prefix). */
export function newUid(): string {
  const uid = `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return uid.startsWith(sandbox.existingAccountUidPrefix) ? `9${uid.slice(1)}` : uid;
}

export const unknownId = () => `conformance-unknown-${crypto.randomUUID().slice(0, 8)}`;

export const idempotencyKey = () => ({ 'Idempotency-Key': `conformance-${crypto.randomUUID()}` });

/** A fresh 32-byte owner key as 64 lowercase hex digits, as a trader's browser makes one. */
export const newOwnerKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Valid request bodies, one pair per write that takes a body (the contract has no examples to
 * generate them from): the first is what the kit sends, the second another valid body for the
 * idempotency mismatch. `minimum` is the balance's minimum claim.
 */
const samples: Partial<Record<RouteName, (state: { minimum: number; exchangeId: string }) => [unknown, unknown]>> = {
  createSession: () => [sandbox.account, { ...sandbox.account, code: '111111' }],
  createUidLink: ({ exchangeId }) => [
    { exchangeId, uid: newUid() },
    { exchangeId, uid: newUid() },
  ],
  createDispute: () => [
    { reason: 'The amount differs from my exchange statement.' },
    { reason: 'The amount differs from my exchange report.' },
  ],
  createClaim: ({ minimum }) => [{ amount: minimum }, { amount: minimum + 0.01 }],
  updateWallet: () => [wallets.erc20, wallets.bep20],
  updateAutoSettlement: () => [
    { minAmount: 100, cadence: 'WEEKLY', isEnabled: false },
    { minAmount: 120, cadence: 'MONTHLY', isEnabled: false },
  ],
  earnPoints: () => [{ source: 'REFERRAL' }, { source: 'ACADEMY' }],
  createPartnerApplication: () => {
    const application = {
      applicantType: 'kol',
      company: 'Conformance Media',
      contact: 'Kim',
      email: 'kim@example.com',
      regions: ['APAC'],
      exchanges: ['cex-a'],
      programType: 'both',
      volume: 5000,
      consent: true,
    };
    return [application, { ...application, volume: 6000 }];
  },
  updateChecklistItem: () => [{ completed: true }, { completed: false }],
  registerOwnerKey: () => [{ ownerKey: newOwnerKey() }, { ownerKey: newOwnerKey() }],
};

export function sampleOf(
  name: RouteName,
  state: { minimum: number; exchangeId: string },
): [unknown, unknown] | undefined {
  return samples[name]?.(state);
}
