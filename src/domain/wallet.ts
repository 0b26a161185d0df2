import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { WalletNetwork } from '@octoss/contract/payouts';

/** Why an address cannot be a payout wallet: not the network's format, a typo the checksum caught, or one whose funds are lost. */
export type AddressProblem = 'format' | 'checksum' | 'burn';

/** EIP-55: the case of each hex letter encodes the address hash, catching typos. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return `0x${[...lower].map((char, index) => (parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const tronFormat = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Base58 (Bitcoin's alphabet) to bytes; leading '1's are leading zero bytes. */
function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(base58Alphabet.indexOf(char));
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

/**
 * A TRON address is Base58Check: 0x41, the 20-byte account, and the first 4 bytes of
 * sha256(sha256(those 21 bytes)). A one-character typo breaks the checksum.
 */
function tronProblem(address: string): AddressProblem | null {
  if (!tronFormat.test(address)) return 'format';
  const bytes = base58Decode(address);
  if (bytes.length !== 25 || bytes[0] !== 0x41) return 'format';
  const payload = bytes.slice(0, 21);
  const expected = sha256(sha256(payload)).slice(0, 4);
  if (expected.some((byte, index) => byte !== bytes[21 + index])) return 'checksum';
  return payload.slice(1).every((byte) => byte === 0) ? 'burn' : null;
}

/** The zero address and the conventional 0x…dEaD burn address of EVM chains (ERC-20, BEP-20). */
const evmBurnAddresses = new Set([
  '0x0000000000000000000000000000000000000000',
  '0x000000000000000000000000000000000000dead',
]);

function evmProblem(address: string): AddressProblem | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
  const body = address.slice(2);
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixedCase && toChecksumAddress(address) !== address) return 'checksum';
  return evmBurnAddresses.has(address.toLowerCase()) ? 'burn' : null;
}

/** Validates a payout address for its network; null when it is fine. The wallet form and the server both ask this. */
export function addressProblem(network: WalletNetwork, address: string): AddressProblem | null {
  const value = address.trim();
  return network === 'TRC-20' ? tronProblem(value) : evmProblem(value);
}
