// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeNoteSigner, openNote, parseVkey, signNote, verifyFewSignatures } from '../../../ledger/index.ts';

const text = 'octoss.app/ledger\n12\nq83vEjRWeJASNFZ4kBI0VniQEjRWeJASNFZ4kBI0Vng=\n';
const signer = makeNoteSigner('octoss.app/ledger', new Uint8Array(32).fill(7));
const key = parseVkey(signer.vkey);

describe('verifyFewSignatures (Ed25519 without the base point table, as a reader’s browser runs it)', () => {
  it('signs the same bytes and verifies the same way as with the table', () => {
    const withTable = signNote(text, signer);
    expect(openNote(withTable, key)).toEqual({ ok: true, text });
    verifyFewSignatures();
    expect(signNote(text, signer)).toBe(withTable);
    expect(openNote(withTable, key)).toEqual({ ok: true, text });
    expect(openNote(withTable.replace('\n12\n', '\n13\n'), key).ok).toBe(false);
    const line = withTable.trimEnd().split('\n').at(-1)!;
    const flipped = line.slice(0, -3) + (line.at(-3) === 'A' ? 'B' : 'A') + line.slice(-2);
    expect(openNote(withTable.replace(line, flipped), key).ok).toBe(false);
  });
});
