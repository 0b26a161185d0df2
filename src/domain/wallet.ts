import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { WalletNetwork } from '@/api/contract/payouts';

export type AddressProblem = 'format' | 'checksum';

/** EIP-55: the case of each hex letter encodes the address hash, catching typos. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return `0x${[...lower].map((char, index) => (parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

const base58 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Validates a payout address for its network; null when it is fine. */
export function addressProblem(network: WalletNetwork, address: string): AddressProblem | null {
  const value = address.trim();
  if (network === 'TRC-20') return base58.test(value) ? null : 'format';
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return 'format';
  const body = value.slice(2);
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  return mixedCase && toChecksumAddress(value) !== value ? 'checksum' : null;
}
