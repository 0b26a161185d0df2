/** A fresh `0x` + 64 hex transaction id (claims, simulated fees): unique, not seeded. */
export function randomTxHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
