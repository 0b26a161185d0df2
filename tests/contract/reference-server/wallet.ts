import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * Payout addresses as the document describes them: ERC-20/BEP-20 are 0x and 40 hex digits, checked
 * for EIP-55 when mixed-case; TRC-20 is Base58Check (0x41, 20 bytes, 4 bytes of double SHA-256);
 * the zero address and 0x…dEaD (and TRON's zero address) are burn addresses.
 */
export type AddressProblem = 'invalid_address_format' | 'invalid_address_checksum' | 'invalid_address_burn';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function eip55(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  return `0x${[...lower].map((char, index) => (parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

export function addressProblem(network: string, address: string, checkCase = true): AddressProblem | undefined {
  if (network === 'TRC-20') {
    const bytes = /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) ? base58(address) : undefined;
    if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return 'invalid_address_format';
    const check = sha256(sha256(bytes.slice(0, 21))).slice(0, 4);
    if (check.some((byte, index) => byte !== bytes[21 + index])) return 'invalid_address_checksum';
    return bytes.slice(1, 21).every((byte) => byte === 0) ? 'invalid_address_burn' : undefined;
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'invalid_address_format';
  const body = address.slice(2);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (checkCase && mixed && eip55(address) !== address) return 'invalid_address_checksum';
  const lower = address.toLowerCase();
  return lower === `0x${'0'.repeat(40)}` || lower === `0x${'0'.repeat(36)}dead` ? 'invalid_address_burn' : undefined;
}
