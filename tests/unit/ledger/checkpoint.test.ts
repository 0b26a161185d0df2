// @vitest-environment node
/** Checkpoints as C2SP signed notes: the text, signing, the pinned key, and everything that must fail. */
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_ORIGIN,
  checkpointText,
  concatBytes,
  fromBase64,
  fromHex,
  makeNoteSigner,
  makeSigner,
  openNote,
  parseCheckpoint,
  parseCheckpointText,
  parseVkey,
  signCheckpoint,
  signNote,
  toBase64,
  toHex,
  utf8,
  verifyCheckpoint,
} from '../../../ledger/index.ts';

const signer = makeSigner(fromHex('42'.repeat(32)));
const rootHash = fromHex('412cb13f51db8621e1e7f975630cf6a74e3462210dae3bd951fd88ef603ee50a');
const fields = { treeSize: 3, rootHash, period: '2026-W47', first: 0, credit: 1734n, debit: 1500n };
const text = checkpointText(fields);
const note = signCheckpoint(text, signer);

describe('checkpoint text', () => {
  it('is the four lines of the tlog-checkpoint format', () => {
    expect(text).toBe(
      'octoss.app/proof/v1\n3\nQSyxP1HbhiHh5/l1Ywz2p040YiENrjvZUf2I72A+5Qo=\nperiod 2026-W47 first=0 credit=1734 debit=1500\n',
    );
    expect(parseCheckpointText(text)).toEqual({ origin: CHECKPOINT_ORIGIN, ...fields });
  });

  it.each([
    ['another origin', text.replace('octoss.app', 'example.com')],
    ['a leading zero', text.replace('\n3\n', '\n03\n')],
    ['a short root', text.replace('QSyxP1Hb', 'QSyx')],
    ['unpadded base64', text.replace('5Qo=', '5Qo')],
    ['a fifth line', text + 'extra\n'],
    ['no final newline', text.slice(0, -1)],
    ['a negative credit', text.replace('credit=1734', 'credit=-1734')],
    ['a credit of 2^63', text.replace('credit=1734', 'credit=9223372036854775808')],
    ['first past the size', text.replace('first=0', 'first=4')],
    ['a week that does not exist', text.replace('2026-W47', '2026-W60')],
    ['two spaces', text.replace('period 2026', 'period  2026')],
  ])('refuses %s', (_, bad) => {
    expect(() => parseCheckpointText(bad)).toThrow(RangeError);
  });
});

describe('signed checkpoint', () => {
  it('has a signature line by the key named after the origin, with the C2SP key hash', () => {
    const line = note.slice(text.length + 1);
    expect(line.startsWith(`\u2014 ${CHECKPOINT_ORIGIN} `)).toBe(true);
    expect(line.endsWith('\n')).toBe(true);
    const bytes = fromBase64(line.slice(`\u2014 ${CHECKPOINT_ORIGIN} `.length, -1));
    expect(bytes).toHaveLength(68);
    const expectedHash = sha256(concatBytes(utf8(CHECKPOINT_ORIGIN), Uint8Array.of(0x0a, 0x01), signer.publicKey));
    expect(toHex(bytes.slice(0, 4))).toBe(toHex(expectedHash.slice(0, 4)));
  });

  it('round-trips: sign, parse, verify with the vkey', () => {
    const verified = verifyCheckpoint(note, signer.vkey);
    expect(verified).toEqual({ ok: true, checkpoint: { origin: CHECKPOINT_ORIGIN, ...fields } });
    const parsed = parseCheckpoint(note);
    expect(parsed.signatures).toHaveLength(1);
    expect(parsed.text).toBe(text);
  });

  it('ignores signatures by other keys, as C2SP asks', () => {
    const witness = makeSigner(fromHex('07'.repeat(32)));
    const cosigned = note + signNote(text, { ...witness, name: 'witness.example' }).slice(text.length + 1);
    expect(verifyCheckpoint(cosigned, signer.vkey).ok).toBe(true);
    expect(verifyCheckpoint(cosigned, witness.vkey).ok).toBe(false);
  });

  it('fails when a line of the text changed', () => {
    const changed = note.replace('credit=1734', 'credit=1735');
    expect(verifyCheckpoint(changed, signer.vkey)).toMatchObject({ ok: false });
  });

  it('fails with another key', () => {
    const other = makeSigner(fromHex('43'.repeat(32)));
    expect(verifyCheckpoint(note, other.vkey)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no signature'),
    });
    // Same name and hash claimed, another key's signature: the line is the pinned key's and fails.
    const forged = signNote(text, { ...other });
    const line = forged.slice(text.length + 1);
    const bytes = fromBase64(line.slice(`\u2014 ${CHECKPOINT_ORIGIN} `.length, -1));
    bytes.set(signer.keyHash, 0);
    const claimed = `${text}\n\u2014 ${CHECKPOINT_ORIGIN} ${toBase64(bytes)}\n`;
    expect(verifyCheckpoint(claimed, signer.vkey)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('does not verify'),
    });
  });

  it('fails without a signature line', () => {
    expect(verifyCheckpoint(text, signer.vkey).ok).toBe(false);
    expect(verifyCheckpoint(`${text}\n`, signer.vkey).ok).toBe(false);
  });

  it('fails with a wrong key hash on the signature line', () => {
    const line = note.slice(text.length + 1);
    const bytes = fromBase64(line.slice(`\u2014 ${CHECKPOINT_ORIGIN} `.length, -1));
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    const wrong = `${text}\n\u2014 ${CHECKPOINT_ORIGIN} ${toBase64(bytes)}\n`;
    expect(verifyCheckpoint(wrong, signer.vkey)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no signature'),
    });
  });

  it('fails on a flipped signature bit and on malformed notes', () => {
    const line = note.slice(text.length + 1);
    const bytes = fromBase64(line.slice(`\u2014 ${CHECKPOINT_ORIGIN} `.length, -1));
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    expect(verifyCheckpoint(`${text}\n\u2014 ${CHECKPOINT_ORIGIN} ${toBase64(bytes)}\n`, signer.vkey).ok).toBe(false);
    expect(verifyCheckpoint(note.replace('\u2014 ', '- '), signer.vkey).ok).toBe(false);
    expect(verifyCheckpoint(note.slice(0, -1), signer.vkey).ok).toBe(false);
    expect(verifyCheckpoint(note.replace('\n3\n', '\n\n3\n'), signer.vkey).ok).toBe(false);
  });

  it('refuses to sign a text that is not a checkpoint', () => {
    expect(() => signCheckpoint('hello\n', signer)).toThrow(RangeError);
  });
});

describe('the signed-note example of golang.org/x/mod/sumdb/note (an outside anchor)', () => {
  // The documented key pair (skey base64 = 0x01 ‖ seed), text and note of that package.
  const seed = fromBase64('AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz').slice(1);
  const vkey = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
  const goText =
    "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
  const goNote = `${goText}\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;

  it('gives the same vkey, the same signed bytes, and opens the note', () => {
    const peter = makeNoteSigner('PeterNeumann', seed);
    expect(peter.vkey).toBe(vkey);
    expect(signNote(goText, peter)).toBe(goNote);
    expect(openNote(goNote, parseVkey(vkey))).toEqual({ ok: true, text: goText });
    expect(openNote(goNote.replace('cryptography', 'cryptographY'), parseVkey(vkey)).ok).toBe(false);
  });
});

describe('vkey', () => {
  it('is <name>+<8 hex key hash>+<base64(0x01 ‖ key)> and parses back', () => {
    const [name, hash, key] = [
      signer.vkey.slice(0, signer.vkey.indexOf('+')),
      signer.vkey.split('+')[1],
      signer.vkey.slice(signer.vkey.indexOf('+', signer.vkey.indexOf('+') + 1) + 1),
    ];
    expect(name).toBe(CHECKPOINT_ORIGIN);
    expect(hash).toBe(toHex(signer.keyHash));
    expect(fromBase64(key)).toEqual(concatBytes(Uint8Array.of(0x01), signer.publicKey));
    expect(parseVkey(signer.vkey)).toEqual({
      name: CHECKPOINT_ORIGIN,
      keyHash: signer.keyHash,
      publicKey: signer.publicKey,
    });
  });

  it('a random signer gets a fresh 32-byte seed', () => {
    const fresh = makeSigner();
    expect(fresh.seed).toHaveLength(32);
    expect(fresh.publicKey).toHaveLength(32);
    expect(verifyCheckpoint(signCheckpoint(text, fresh), fresh.vkey).ok).toBe(true);
  });

  it.each([
    ['no key', `${CHECKPOINT_ORIGIN}+${toHex(signer.keyHash)}`],
    ['a wrong hash', signer.vkey.replace(toHex(signer.keyHash), '00000000')],
    ['an uppercase hash', signer.vkey.replace(toHex(signer.keyHash), toHex(signer.keyHash).toUpperCase())],
    ['another name', signer.vkey.replace(CHECKPOINT_ORIGIN, 'example.com/log')],
    ['a space in the name', signer.vkey.replace('octoss.app', 'octoss app')],
    [
      'another key type',
      signer.vkey.replace(/\+[^+]*$/, '+' + toBase64(concatBytes(Uint8Array.of(0x02), signer.publicKey))),
    ],
    [
      'a short key',
      signer.vkey.replace(/\+[^+]*$/, '+' + toBase64(concatBytes(Uint8Array.of(0x01), signer.publicKey.slice(1)))),
    ],
  ])('refuses %s', (_, vkey) => {
    expect(() => parseVkey(vkey)).toThrow(RangeError);
  });
});
