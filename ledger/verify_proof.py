#!/usr/bin/env python3
"""Verify an OCTOSS ledger proof bundle (octoss-proof/1) without trusting OCTOSS.

Written from the ledger-proof specification (PROOF.md) and the specifications it
names: RFC 9162 section 2.1 (tree shape, inclusion and consistency proofs),
RFC 8032 (Ed25519), C2SP signed-note and tlog-checkpoint. Standard library only,
so a trader can read every line that decides the verdict.

Usage:
    python3 verify_proof.py <bundle.json> --root <hex>
        [--owner-key <hex>] [--checkpoint <file> --pubkey <vkey>]
        [--row '{"amountCents": ..., "state": ..., "txHash": ..., "at": ..., "exchange": ...}']

--row is the record as the proof page shows it; the row step checks that the
committed leaf says the same (a record changed after its week closed, without
a revision, fails there).

Exit status: 0 when every step that ran passed, 1 when a step failed,
2 on a usage error (one line on stderr).

The module is also a library: the Merkle-sum tree (and the plain RFC 9162
hashing), inclusion and consistency proof verifiers, Ed25519 sign/verify and
signed-note helpers are importable; the tests use them.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import calendar
import datetime
import hashlib
import hmac
import json
import re
import sys
from dataclasses import dataclass, field
from typing import Any, Callable, List, Optional, Sequence, TextIO, Tuple

# --------------------------------------------------------------------------
# Constants of the specification
# --------------------------------------------------------------------------

BUNDLE_FORMAT = "octoss-proof/1"
LOG_ORIGIN = "octoss.app/proof/v1"       # checkpoint origin line and key name
OWNER_TAG_PREFIX = "octoss/owner/v1|"
U63 = 1 << 63                            # every credit/debit (a sum) must stay below this
JSON_INT_LIMIT = 1 << 53                 # leaf integers: exact in a JS number too

# The leaf object of PROOF.md section 2: field -> the JSON types allowed.
# bool is listed nowhere: Python's bool is an int subclass, so types are
# compared exactly (see _json_type) rather than with isinstance.
LEAF_FIELDS = {
    "v": ("int",),
    "seq": ("int",),
    "period": ("str",),
    "recordId": ("str",),
    "rev": ("int",),
    "prev": ("str", "null"),
    "owner": ("str",),
    "exchange": ("str",),
    "source": ("str",),
    "state": ("str",),
    "amountCents": ("int",),
    "deltaCents": ("int",),
    "txHash": ("str", "null"),
    "at": ("str",),
}

HEX64 = re.compile(r"[0-9a-f]{64}")
HEX64_ANY_CASE = re.compile(r"[0-9a-fA-F]{64}")
# ISO week id, YYYY-Www with a week 01..53. Equal-length ids compare by string.
PERIOD = re.compile(r"[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])")
# ISO 8601 UTC with milliseconds, the form JavaScript's toISOString writes.
ISO_MILLIS = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z")
DECIMAL = r"(0|[1-9][0-9]*)"             # no leading zeroes, as tlog-checkpoint requires


class ProofError(Exception):
    """A proof or a tree value is invalid (wrong length, overflowing sum, ...)."""


class NoteError(Exception):
    """A signed note is malformed or its signature does not verify."""


class UsageError(Exception):
    """Bad command line or unreadable input: exit status 2."""


# --------------------------------------------------------------------------
# Tree values (PROOF.md section 3)
# --------------------------------------------------------------------------

def sha256(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def pack_value(digest: bytes, credit: int, debit: int) -> bytes:
    """48-byte tree value: hash(32) || credit (u64 BE) || debit (u64 BE)."""
    if len(digest) != 32:
        raise ProofError(f"a hash is 32 bytes, got {len(digest)}")
    check_sum(credit, "credit")
    check_sum(debit, "debit")
    return digest + credit.to_bytes(8, "big") + debit.to_bytes(8, "big")


def unpack_value(value: bytes) -> Tuple[bytes, int, int]:
    if len(value) != 48:
        raise ProofError(f"a tree value is 48 bytes, got {len(value)}")
    return value[:32], int.from_bytes(value[32:40], "big"), int.from_bytes(value[40:48], "big")


def check_sum(amount: int, what: str) -> None:
    # A u64 field could hold up to 2^64-1, but the spec caps sums below 2^63 so
    # that no implementation (signed 64-bit, or a JS BigInt converted back) can
    # see a wrapped or negative total.
    if not 0 <= amount < U63:
        raise ProofError(f"{what} {amount} is outside 0 .. 2^63-1")


def describe_value(value: bytes) -> str:
    digest, credit, debit = unpack_value(value)
    return f"hash={digest.hex()} credit={credit} debit={debit}"


class SumHasher:
    """The Merkle-sum rule of PROOF.md section 3 (48-byte values)."""

    size = 48

    def empty(self) -> bytes:
        return pack_value(sha256(b""), 0, 0)

    def node(self, left: bytes, right: bytes) -> bytes:
        _, left_credit, left_debit = unpack_value(left)
        _, right_credit, right_debit = unpack_value(right)
        # The inputs are checked too: a path value that is itself >= 2^63 is as
        # invalid as a sum that reaches it.
        for amount, what in ((left_credit, "credit"), (left_debit, "debit"),
                             (right_credit, "credit"), (right_debit, "debit")):
            check_sum(amount, what)
        # The hash covers both full 48-byte children, so the sums are committed
        # too; the parent's sums are then recomputed, never taken from a proof.
        return pack_value(sha256(b"\x01" + left + right),
                          left_credit + right_credit, left_debit + right_debit)


class PlainHasher:
    """Plain RFC 9162 hashing (32-byte values, no sums): the rfc6962 vectors."""

    size = 32

    def empty(self) -> bytes:
        return sha256(b"")

    def leaf(self, data: bytes) -> bytes:
        return sha256(b"\x00" + data)

    def node(self, left: bytes, right: bytes) -> bytes:
        if len(left) != 32 or len(right) != 32:
            raise ProofError("a plain tree value is 32 bytes")
        return sha256(b"\x01" + left + right)


SUM = SumHasher()
PLAIN = PlainHasher()


def canonical_leaf_json(leaf: dict) -> bytes:
    """The leaf bytes that are hashed: sorted keys, no whitespace, ASCII with \\u escapes."""
    return json.dumps(leaf, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def leaf_value(leaf_json: bytes, delta_cents: int) -> bytes:
    """SHA-256(0x00 || leafJSON) || max(delta, 0) || max(-delta, 0)."""
    # A negative delta (a payout, a correction down) becomes a debit, so both
    # sums only ever grow and the root's credit - debit is what is owed.
    return pack_value(sha256(b"\x00" + leaf_json), max(delta_cents, 0), max(-delta_cents, 0))


def largest_power_of_two_below(n: int) -> int:
    """k with k < n <= 2k (RFC 9162's split point), for n >= 2."""
    return 1 << ((n - 1).bit_length() - 1)


def merkle_tree_hash(hasher, leaf_values: Sequence[bytes]) -> bytes:
    """RFC 9162 section 2.1.1 MTH over leaf values that are already hashed."""
    n = len(leaf_values)
    if n == 0:
        return hasher.empty()
    if n == 1:
        return leaf_values[0]
    k = largest_power_of_two_below(n)
    return hasher.node(merkle_tree_hash(hasher, leaf_values[:k]),
                       merkle_tree_hash(hasher, leaf_values[k:]))


# --------------------------------------------------------------------------
# RFC 9162 proofs
# --------------------------------------------------------------------------

def inclusion_proof_length(index: int, size: int) -> int:
    """Number of nodes in PATH(index, D[size]), derived from (index, size) alone."""
    # Levels where index and the last index differ are full levels (one sibling
    # each); above them the index lies on the right border, where a sibling
    # exists only when the index's bit is 1 (a left subtree to combine with).
    inner = (index ^ (size - 1)).bit_length()
    border = bin(index >> inner).count("1")
    return inner + border


@dataclass
class PathStep:
    number: int          # 1-based position in the proof
    side: str            # where the proof node sits: "left" or "right"
    node: bytes          # the proof node
    result: bytes        # the running value after combining


def root_from_inclusion_proof(hasher, index: int, size: int, leaf: bytes,
                              proof: Sequence[bytes],
                              trace: Optional[List[PathStep]] = None) -> bytes:
    """RFC 9162 section 2.1.3.2: the root implied by an inclusion proof.

    Left/right come from (index, size) only; the proof carries no directions,
    so a reordered proof cannot steer the computation."""
    if not 0 <= index < size:
        raise ProofError(f"leaf index {index} is not below tree size {size}")
    expected = inclusion_proof_length(index, size)
    if len(proof) != expected:
        raise ProofError(f"the proof has {len(proof)} node(s); leaf {index} of a tree of "
                         f"{size} needs exactly {expected}")
    fn, sn = index, size - 1
    running = leaf
    for number, node in enumerate(proof, 1):
        if sn == 0:
            raise ProofError("the proof is longer than the path to the root")
        if fn & 1 or fn == sn:
            running = hasher.node(node, running)
            side = "left"
            if not fn & 1:
                # fn == sn on an even index: we are the last node of a level
                # with no right sibling; climb until we are a right child.
                while not fn & 1 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            running = hasher.node(running, node)
            side = "right"
        fn >>= 1
        sn >>= 1
        if trace is not None:
            trace.append(PathStep(number, side, node, running))
    if sn != 0:
        raise ProofError("the proof ends below the root")
    return running


def verify_inclusion(hasher, index: int, size: int, leaf: bytes,
                     proof: Sequence[bytes], root: bytes) -> bool:
    try:
        return root_from_inclusion_proof(hasher, index, size, leaf, proof) == root
    except ProofError:
        return False


def consistency_proof_length(size1: int, size2: int) -> int:
    """Number of nodes in PROOF(size1, D[size2]) for 0 < size1 < size2."""
    # Levels where the old tree is a complete subtree need no node: strip them.
    shift = (size1 & -size1).bit_length() - 1
    old, new = (size1 - 1) >> shift, (size2 - 1) >> shift
    inner = (old ^ new).bit_length()
    border = bin(old >> inner).count("1")
    # When size1 is a power of two the old root is itself a node of the new
    # tree and is not sent (the verifier prepends it).
    start = 0 if size1 == 1 << shift else 1
    return start + inner + border


def verify_consistency(hasher, size1: int, size2: int, root1: bytes, root2: bytes,
                       proof: Sequence[bytes]) -> None:
    """RFC 9162 section 2.1.4.2; raises ProofError unless root2 extends root1."""
    if not 0 <= size1 <= size2:
        raise ProofError(f"sizes {size1} -> {size2}: need 0 <= first <= second")
    if size1 == size2:
        # RFC 9162 only defines proofs for first < second; equal sizes have the
        # empty proof and mean "the same tree".
        if proof:
            raise ProofError("equal sizes take an empty proof")
        if root1 != root2:
            raise ProofError("equal sizes but different roots")
        return
    if size1 == 0:
        # Every tree extends the empty tree; only the claimed old root is checked.
        if proof:
            raise ProofError("a proof from the empty tree is empty")
        if root1 != hasher.empty():
            raise ProofError("the root of size 0 is not the empty-tree value")
        return
    expected = consistency_proof_length(size1, size2)
    if len(proof) != expected:
        raise ProofError(f"the proof has {len(proof)} node(s); {size1} -> {size2} "
                         f"needs exactly {expected}")
    path = list(proof)
    if size1 & (size1 - 1) == 0:
        path.insert(0, root1)
    fn, sn = size1 - 1, size2 - 1
    while fn & 1:
        fn >>= 1
        sn >>= 1
    first = second = path[0]
    for node in path[1:]:
        if sn == 0:
            raise ProofError("the proof is longer than the path to the root")
        if fn & 1 or fn == sn:
            first = hasher.node(node, first)
            second = hasher.node(node, second)
            if not fn & 1:
                while not fn & 1 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            second = hasher.node(second, node)
        fn >>= 1
        sn >>= 1
    if sn != 0:
        raise ProofError("the proof ends below the root")
    if first != root1:
        raise ProofError("the proof does not rebuild the first root")
    if second != root2:
        raise ProofError("the proof does not rebuild the second root")


# --------------------------------------------------------------------------
# Ed25519, RFC 8032 section 5.1 (pure Ed25519, no context, no prehash)
# --------------------------------------------------------------------------
# Not constant time: fine for verifying public signatures and for test keys,
# not for signing with a secret that matters.

ED_P = 2 ** 255 - 19
ED_L = 2 ** 252 + 27742317777372353535851937790883648493
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_SQRT_M1 = pow(2, (ED_P - 1) // 4, ED_P)

Point = Tuple[int, int, int, int]  # extended coordinates (X, Y, Z, T), x=X/Z, y=Y/Z, xy=T/Z


def _ed_add(a: Point, b: Point) -> Point:
    # RFC 8032 5.1.4: the complete addition law, also valid for doubling.
    x1, y1, z1, t1 = a
    x2, y2, z2, t2 = b
    p = ED_P
    aa = (y1 - x1) * (y2 - x2) % p
    bb = (y1 + x1) * (y2 + x2) % p
    cc = t1 * 2 * ED_D * t2 % p
    dd = z1 * 2 * z2 % p
    e, f, g, h = bb - aa, dd - cc, dd + cc, bb + aa
    return (e * f % p, g * h % p, f * g % p, e * h % p)


def _ed_mul(scalar: int, point: Point) -> Point:
    result: Point = (0, 1, 1, 0)  # the neutral element
    while scalar > 0:
        if scalar & 1:
            result = _ed_add(result, point)
        point = _ed_add(point, point)
        scalar >>= 1
    return result


def _ed_equal(a: Point, b: Point) -> bool:
    # Projective comparison: x1/z1 == x2/z2 and y1/z1 == y2/z2.
    return ((a[0] * b[2] - b[0] * a[2]) % ED_P == 0
            and (a[1] * b[2] - b[1] * a[2]) % ED_P == 0)


def _ed_recover_x(y: int, sign: int) -> Optional[int]:
    # RFC 8032 5.1.3 steps 2-4; None when no x exists or the encoding is non-canonical.
    if y >= ED_P:
        return None
    u = (y * y - 1) % ED_P
    v = (ED_D * y * y + 1) % ED_P
    x = u * pow(v, 3, ED_P) * pow(u * pow(v, 7, ED_P), (ED_P - 5) // 8, ED_P) % ED_P
    if (v * x * x - u) % ED_P != 0:
        if (v * x * x + u) % ED_P != 0:
            return None
        x = x * ED_SQRT_M1 % ED_P
    if x == 0 and sign == 1:
        return None  # -0 is not a canonical encoding
    if x & 1 != sign:
        x = ED_P - x
    return x


def ed25519_decode_point(encoded: bytes) -> Optional[Point]:
    if len(encoded) != 32:
        return None
    y = int.from_bytes(encoded, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _ed_recover_x(y, sign)
    if x is None:
        return None
    return (x, y, 1, x * y % ED_P)


def ed25519_encode_point(point: Point) -> bytes:
    x, y, z, _ = point
    z_inv = pow(z, ED_P - 2, ED_P)
    x, y = x * z_inv % ED_P, y * z_inv % ED_P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


ED_B: Point = ed25519_decode_point((4 * pow(5, ED_P - 2, ED_P) % ED_P).to_bytes(32, "little"))


def _sha512_int(data: bytes) -> int:
    return int.from_bytes(hashlib.sha512(data).digest(), "little")


def _ed_secret(seed: bytes) -> Tuple[int, bytes]:
    # RFC 8032 5.1.5: the clamped scalar and the nonce prefix.
    if len(seed) != 32:
        raise ValueError("an Ed25519 private key is 32 bytes")
    digest = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(digest[:32], "little")
    scalar &= (1 << 254) - 8
    scalar |= 1 << 254
    return scalar, digest[32:]


def ed25519_public_key(seed: bytes) -> bytes:
    scalar, _ = _ed_secret(seed)
    return ed25519_encode_point(_ed_mul(scalar, ED_B))


def ed25519_sign(seed: bytes, message: bytes) -> bytes:
    """RFC 8032 5.1.6 (deterministic)."""
    scalar, prefix = _ed_secret(seed)
    public = ed25519_encode_point(_ed_mul(scalar, ED_B))
    r = _sha512_int(prefix + message) % ED_L
    r_encoded = ed25519_encode_point(_ed_mul(r, ED_B))
    k = _sha512_int(r_encoded + public + message) % ED_L
    s = (r + k * scalar) % ED_L
    return r_encoded + s.to_bytes(32, "little")


def ed25519_verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """RFC 8032 5.1.7 with the cofactorless equation [S]B = R + [k]A."""
    if len(public) != 32 or len(signature) != 64:
        return False
    a = ed25519_decode_point(public)
    r = ed25519_decode_point(signature[:32])
    s = int.from_bytes(signature[32:], "little")
    # S >= L would make a second valid encoding of the same signature.
    if a is None or r is None or s >= ED_L:
        return False
    # k hashes the encodings as received (they are canonical, checked above).
    k = _sha512_int(signature[:32] + public + message) % ED_L
    return _ed_equal(_ed_mul(s, ED_B), _ed_add(r, _ed_mul(k, a)))


# --------------------------------------------------------------------------
# C2SP signed notes and checkpoints
# --------------------------------------------------------------------------

ED25519_TYPE = 0x01
EM_DASH_PREFIX = "\u2014 "
MAX_SIGNATURES = 100  # signed-note asks verifiers for a limit of at least 16


def key_hash(name: str, public: bytes) -> bytes:
    """C2SP key ID: SHA-256(name || 0x0A || 0x01 || public key)[:4]."""
    return sha256(name.encode("utf-8") + b"\n" + bytes([ED25519_TYPE]) + public)[:4]


def valid_key_name(name: str) -> bool:
    return bool(name) and "+" not in name and not any(ch.isspace() for ch in name)


@dataclass(frozen=True)
class VerifierKey:
    name: str
    hash: bytes       # 4-byte key ID
    public: bytes     # 32-byte Ed25519 key

    def __str__(self) -> str:
        encoded = base64.b64encode(bytes([ED25519_TYPE]) + self.public).decode("ascii")
        return f"{self.name}+{self.hash.hex()}+{encoded}"


def make_vkey(name: str, public: bytes) -> VerifierKey:
    return VerifierKey(name, key_hash(name, public), public)


def b64decode_strict(text: str) -> bytes:
    """Standard padded base64, rejecting stray characters and non-canonical forms."""
    try:
        data = base64.b64decode(text.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError) as error:
        raise ValueError(f"not standard base64: {error}") from None
    # Re-encoding catches non-zero padding bits: one value, one text.
    if base64.b64encode(data).decode("ascii") != text:
        raise ValueError("non-canonical base64")
    return data


def parse_vkey(text: str) -> VerifierKey:
    """Parse `<name>+<hash hex>+<base64(0x01 || key)>`; ValueError if malformed."""
    parts = text.split("+", 2)  # the name has no '+', the base64 may have some
    if len(parts) != 3:
        raise ValueError("a verifier key is <name>+<hash>+<base64 key>")
    name, hash_hex, encoded = parts
    if not valid_key_name(name):
        raise ValueError(f"bad key name {name!r}")
    if not re.fullmatch(r"[0-9a-f]{8}", hash_hex):
        raise ValueError("the key hash is not 8 lowercase hex digits")
    key = b64decode_strict(encoded)
    if len(key) != 33 or key[0] != ED25519_TYPE:
        raise ValueError("the key is not 0x01 followed by a 32-byte Ed25519 key")
    vkey = make_vkey(name, key[1:])
    if vkey.hash.hex() != hash_hex:
        raise ValueError(f"the key hash {hash_hex} does not match the key ({vkey.hash.hex()})")
    if ed25519_decode_point(vkey.public) is None:
        raise ValueError("the public key is not a valid Ed25519 point")
    return vkey


def sign_note(text: str, name: str, seed: bytes) -> str:
    """Make a signed note (one Ed25519 signature line); used by the tests."""
    if not text.endswith("\n"):
        raise ValueError("note text ends with a newline")
    public = ed25519_public_key(seed)
    signature = ed25519_sign(seed, text.encode("utf-8"))
    blob = base64.b64encode(key_hash(name, public) + signature).decode("ascii")
    return f"{text}\n{EM_DASH_PREFIX}{name} {blob}\n"


@dataclass
class OpenedNote:
    text: str                     # the signed text, final newline included
    signature_lines: int
    verified_by: str              # "<name>+<hash>" of the pinned key


def open_note(note: str, vkey: VerifierKey) -> OpenedNote:
    """Verify a signed note against one pinned key (C2SP signed-note rules)."""
    if "\r" in note:
        raise NoteError("the note contains a carriage return (CRLF line ends?); "
                        "a signed note uses \\n only")
    if any(ord(ch) < 0x20 and ch != "\n" for ch in note):
        raise NoteError("the note contains a control character other than newline")
    if note.endswith("\n\n"):
        # Said plainly because an extra newline is the usual copy-paste damage;
        # the format has no room for it (the last empty line is the separator).
        raise NoteError("the note ends with an empty line (an extra newline after "
                        "the signatures?)")
    # The text is separated from the signatures by the LAST empty line.
    split = note.rfind("\n\n")
    if split < 0:
        raise NoteError("no empty line between the text and the signatures")
    text, block = note[:split + 1], note[split + 2:]
    if not block.endswith("\n"):
        raise NoteError("the signature block does not end with a newline")
    lines = block[:-1].split("\n")
    if len(lines) > MAX_SIGNATURES:
        raise NoteError(f"more than {MAX_SIGNATURES} signature lines")
    matching = 0
    for line in lines:
        name, blob = _parse_signature_line(line)
        # Signatures by other keys (witnesses, a rotated key) are ignored:
        # only the pinned name AND key ID count.
        if name != vkey.name or blob[:4] != vkey.hash:
            continue
        matching += 1
        if not ed25519_verify(vkey.public, text.encode("utf-8"), blob[4:]):
            raise NoteError(f"the signature by {vkey.name}+{vkey.hash.hex()} does not verify")
    if matching == 0:
        raise NoteError(f"no signature line by {vkey.name}+{vkey.hash.hex()}")
    return OpenedNote(text, len(lines), f"{vkey.name}+{vkey.hash.hex()}")


def _parse_signature_line(line: str) -> Tuple[str, bytes]:
    if not line.startswith(EM_DASH_PREFIX):
        raise NoteError(f"signature line does not start with an em dash: {line!r}")
    parts = line[len(EM_DASH_PREFIX):].split(" ")
    if len(parts) != 2 or not valid_key_name(parts[0]):
        raise NoteError(f"malformed signature line: {line!r}")
    try:
        blob = b64decode_strict(parts[1])
    except ValueError as error:
        raise NoteError(f"signature of {parts[0]}: {error}") from None
    if len(blob) < 5:
        raise NoteError(f"signature of {parts[0]} is too short")
    return parts[0], blob


@dataclass
class Checkpoint:
    origin: str
    tree_size: int
    root_hash: bytes
    period: str
    first: int
    credit: int
    debit: int


CHECKPOINT_EXTENSION = re.compile(
    rf"period (\S+) first={DECIMAL} credit={DECIMAL} debit={DECIMAL}")


def parse_checkpoint(text: str) -> Checkpoint:
    """The note text of an OCTOSS checkpoint: exactly four lines (PROOF.md section 4)."""
    if not text.endswith("\n"):
        raise NoteError("the checkpoint text does not end with a newline")
    lines = text[:-1].split("\n")
    if len(lines) != 4:
        raise NoteError(f"the checkpoint has {len(lines)} line(s); expected origin, size, "
                        f"root and one period line")
    origin, size_line, root_line, extension = lines
    if origin != LOG_ORIGIN:
        raise NoteError(f"origin {origin!r} is not {LOG_ORIGIN!r}")
    if not re.fullmatch(DECIMAL, size_line):
        raise NoteError(f"tree size {size_line!r} is not a decimal without leading zeroes")
    try:
        root_hash = b64decode_strict(root_line)
    except ValueError as error:
        raise NoteError(f"root hash: {error}") from None
    if len(root_hash) != 32:
        raise NoteError(f"the root hash is {len(root_hash)} bytes, not 32")
    match = CHECKPOINT_EXTENSION.fullmatch(extension)
    if not match:
        raise NoteError(f"the extension line {extension!r} is not "
                        f"'period <id> first=<n> credit=<n> debit=<n>'")
    if not PERIOD.fullmatch(match.group(1)):
        raise NoteError(f"period {match.group(1)!r} is not an ISO week id")
    credit, debit = int(match.group(3)), int(match.group(4))
    for amount, what in ((credit, "credit"), (debit, "debit")):
        if amount >= U63:
            raise NoteError(f"{what} {amount} is not below 2^63")
    return Checkpoint(origin, int(size_line), root_hash, match.group(1),
                      int(match.group(2)), credit, debit)


def checkpoint_text(tree_size: int, root_hash: bytes, period: str, first: int,
                    credit: int, debit: int) -> str:
    """The note text a checkpoint signs (used by the tests to make notes)."""
    root64 = base64.b64encode(root_hash).decode("ascii")
    return (f"{LOG_ORIGIN}\n{tree_size}\n{root64}\n"
            f"period {period} first={first} credit={credit} debit={debit}\n")


# --------------------------------------------------------------------------
# Reading the bundle
# --------------------------------------------------------------------------

def parse_json_strict(data: bytes) -> Any:
    """JSON with duplicate keys and NaN/Infinity rejected (two readers, one meaning)."""
    def no_duplicates(pairs):
        result = {}
        for key, value in pairs:
            if key in result:
                raise ValueError(f"duplicate key {key!r}")
            result[key] = value
        return result

    def no_constant(name):
        raise ValueError(f"{name} is not JSON")

    return json.loads(data.decode("utf-8"), object_pairs_hook=no_duplicates,
                      parse_constant=no_constant)


def _json_type(value: Any) -> str:
    # Exact types: True is an int in Python but a boolean in JSON.
    return {dict: "object", list: "array", str: "str", int: "int", float: "float",
            bool: "bool", type(None): "null"}.get(type(value), "other")


def is_int(value: Any, low: int, high: int) -> bool:
    """A JSON integer with low <= value < high."""
    return _json_type(value) == "int" and low <= value < high


class FormatError(Exception):
    pass


def require(condition: bool, message: str) -> None:
    if not condition:
        raise FormatError(message)


def check_leaf(leaf: Any) -> None:
    require(_json_type(leaf) == "object", "leaf is not an object")
    missing = sorted(set(LEAF_FIELDS) - set(leaf))
    extra = sorted(set(leaf) - set(LEAF_FIELDS))
    # Exactly the fields of section 2: an extra field would be hashed into the
    # leaf but never shown to the trader.
    require(not missing, f"leaf lacks field(s) {', '.join(missing)}")
    require(not extra, f"leaf has unknown field(s) {', '.join(extra)}")
    for name, allowed in LEAF_FIELDS.items():
        kind = _json_type(leaf[name])
        require(kind in allowed, f"leaf.{name} is {kind}, expected {' or '.join(allowed)}")
        if kind == "int":
            # Below 2^53 so the JSON number means the same in JavaScript.
            require(-JSON_INT_LIMIT < leaf[name] < JSON_INT_LIMIT,
                    f"leaf.{name} = {leaf[name]} is not below 2^53 in magnitude")
    require(leaf["v"] == 1, f"leaf.v = {leaf['v']}, expected 1")
    require(leaf["seq"] >= 0, "leaf.seq is negative")
    require(leaf["rev"] >= 0, "leaf.rev is negative")
    require(PERIOD.fullmatch(leaf["period"]) is not None,
            f"leaf.period {leaf['period']!r} is not YYYY-Www")
    require(HEX64.fullmatch(leaf["owner"]) is not None,
            "leaf.owner is not 64 lowercase hex digits (an HMAC-SHA256)")
    # rev 0 has no previous revision; every later revision names one.
    if leaf["rev"] == 0:
        require(leaf["prev"] is None, "leaf.prev must be null at rev 0")
        require(leaf["deltaCents"] == leaf["amountCents"],
                "at rev 0 deltaCents must equal amountCents")
    else:
        require(leaf["prev"] is not None and HEX64.fullmatch(leaf["prev"]) is not None,
                "leaf.prev must be a 64-hex leaf hash when rev > 0")
    require(ISO_MILLIS.fullmatch(leaf["at"]) is not None,
            f"leaf.at {leaf['at']!r} is not ISO 8601 UTC with milliseconds")


def check_tree_value(value: Any, where: str) -> bytes:
    require(_json_type(value) == "object", f"{where} is not an object")
    require(set(value) == {"hash", "credit", "debit"},
            f"{where} must have exactly hash, credit, debit")
    require(_json_type(value["hash"]) == "str" and HEX64.fullmatch(value["hash"]) is not None,
            f"{where}.hash is not 64 lowercase hex digits")
    for name in ("credit", "debit"):
        require(is_int(value[name], 0, U63), f"{where}.{name} is not an integer in 0 .. 2^63-1")
    return pack_value(bytes.fromhex(value["hash"]), value["credit"], value["debit"])


@dataclass
class Bundle:
    raw: dict
    leaf: dict
    leaf_index: int
    tree_size: int
    path: List[bytes]
    checkpoint_period: str
    checkpoint_root: bytes
    note: str
    revisions: List[int]
    ignored_keys: List[str] = field(default_factory=list)


BUNDLE_KEYS = {"format", "leaf", "leafIndex", "treeSize", "path", "checkpoint", "revisions"}
CHECKPOINT_KEYS = {"period", "treeSize", "root", "note"}


def check_bundle(raw: Any) -> Bundle:
    """The checks of step 1; raises FormatError with the first problem found."""
    require(_json_type(raw) == "object", "the bundle is not a JSON object")
    missing = sorted(BUNDLE_KEYS - set(raw))
    require(not missing, f"the bundle lacks {', '.join(missing)}")
    require(raw["format"] == BUNDLE_FORMAT,
            f"format is {raw['format']!r}, expected {BUNDLE_FORMAT!r}")
    check_leaf(raw["leaf"])
    index, size = raw["leafIndex"], raw["treeSize"]
    require(is_int(size, 1, JSON_INT_LIMIT), "treeSize is not an integer in 1 .. 2^53-1")
    require(is_int(index, 0, size), f"leafIndex {index!r} is not an integer in 0 .. treeSize-1")
    require(raw["leaf"]["seq"] == index,
            f"leaf.seq {raw['leaf']['seq']} differs from leafIndex {index}")
    require(_json_type(raw["path"]) == "array", "path is not an array")
    path = [check_tree_value(node, f"path[{i}]") for i, node in enumerate(raw["path"])]
    checkpoint = raw["checkpoint"]
    require(_json_type(checkpoint) == "object", "checkpoint is not an object")
    missing = sorted(CHECKPOINT_KEYS - set(checkpoint))
    require(not missing, f"checkpoint lacks {', '.join(missing)}")
    require(_json_type(checkpoint["period"]) == "str"
            and PERIOD.fullmatch(checkpoint["period"]) is not None,
            "checkpoint.period is not YYYY-Www")
    # A leaf is in the tree of the week it was appended in and of later weeks.
    require(raw["leaf"]["period"] <= checkpoint["period"],
            f"leaf.period {raw['leaf']['period']} is after checkpoint.period "
            f"{checkpoint['period']}")
    require(checkpoint["treeSize"] == size and _json_type(checkpoint["treeSize"]) == "int",
            f"checkpoint.treeSize {checkpoint['treeSize']!r} differs from treeSize {size}")
    root = check_tree_value(checkpoint["root"], "checkpoint.root")
    require(_json_type(checkpoint["note"]) == "str", "checkpoint.note is not a string")
    revisions = raw["revisions"]
    require(_json_type(revisions) == "array"
            and all(is_int(r, 0, JSON_INT_LIMIT) for r in revisions),
            "revisions is not an array of leaf indexes")
    require(len(set(revisions)) == len(revisions), "revisions has duplicates")
    require(index not in revisions, "revisions lists the bundle's own leaf")
    ignored = sorted(set(raw) - BUNDLE_KEYS) + sorted(
        f"checkpoint.{key}" for key in set(checkpoint) - CHECKPOINT_KEYS)
    return Bundle(raw, raw["leaf"], index, size, path, checkpoint["period"], root,
                  checkpoint["note"], list(revisions), ignored)


# --------------------------------------------------------------------------
# The steps
# --------------------------------------------------------------------------

class StepFailed(Exception):
    pass


@dataclass
class Inputs:
    bundle_bytes: bytes
    published_root: bytes
    owner_key: Optional[bytes]
    note_file: Optional[str]          # None when --checkpoint was not given
    note_file_error: Optional[str]    # the file is not UTF-8
    vkey: Optional[VerifierKey]
    row: Optional[dict] = None        # --row: the record as the page shows it


@dataclass
class State:
    inputs: Inputs
    bundle: Optional[Bundle] = None
    leaf_value: Optional[bytes] = None
    computed_root: Optional[bytes] = None


def printable(text: str) -> str:
    """ASCII only, control characters escaped.

    Bundle and note strings are attacker-controlled: a carriage return or a
    terminal escape sequence in a recordId could otherwise overwrite a FAIL
    with a fake PASS on the trader's screen, and non-ASCII could crash an
    ASCII console."""
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    return re.sub(r"[\x00-\x1f\x7f]", lambda m: f"\\x{ord(m.group()):02x}", text)


class Printer:
    def __init__(self, out: TextIO):
        self.out = out

    def line(self, text: str = "") -> None:
        print(printable(text), file=self.out)

    def value(self, label: str, value: Any) -> None:
        self.line(f"    {label:<22} {value}")


# Each step returns a short verdict on success, "not checked"/"skipped"
# outcomes via NotRun, and raises StepFailed with the reason otherwise.

class NotRun(Exception):
    pass


def step_format(state: State, p: Printer) -> str:
    try:
        raw = parse_json_strict(state.inputs.bundle_bytes)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise StepFailed(f"the bundle is not valid JSON: {error}") from None
    p.value("format", repr(raw.get("format")) if isinstance(raw, dict) else "(not an object)")
    try:
        bundle = check_bundle(raw)
    except FormatError as error:
        raise StepFailed(str(error)) from None
    leaf = bundle.leaf
    p.value("leaf", f"recordId={leaf['recordId']} rev={leaf['rev']} seq={leaf['seq']} "
                    f"period={leaf['period']}")
    p.value("", f"{leaf['source']} {leaf['state']} amountCents={leaf['amountCents']} "
                f"deltaCents={leaf['deltaCents']}")
    p.value("", f"exchange={leaf['exchange']} txHash={leaf['txHash']} at={leaf['at']}")
    p.value("leafIndex / treeSize", f"{bundle.leaf_index} / {bundle.tree_size} "
                                    f"(checkpoint.treeSize {bundle.tree_size})")
    p.value("path", f"{len(bundle.path)} node(s), each 64 hex digits and sums below 2^63")
    p.value("checkpoint", f"period {bundle.checkpoint_period}, root "
                          f"{describe_value(bundle.checkpoint_root)}")
    p.value("revisions", f"{bundle.revisions} (the record's other leaves; not proven here)")
    if bundle.ignored_keys:
        p.value("ignored keys", ", ".join(bundle.ignored_keys))
    state.bundle = bundle
    return "the bundle is well formed"


# The fields of a record the page shows that a leaf commits to (--row).
ROW_FIELDS = ("amountCents", "state", "txHash", "at", "exchange")


def instant_ms(text: str) -> Optional[int]:
    """Milliseconds since the epoch of an ISO 8601 UTC instant, or None.

    A page may print `at` without milliseconds or with an offset of +00:00;
    it is the same instant as the leaf's `...T09:00:00.000Z`."""
    match = re.fullmatch(r"([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2})"
                         r"(?:\.([0-9]{1,3}))?(Z|\+00:00)", text)
    if not match:
        return None
    try:
        moment = datetime.datetime.strptime(match.group(1), "%Y-%m-%dT%H:%M:%S")
    except ValueError:
        return None
    seconds = calendar.timegm(moment.timetuple())
    return seconds * 1000 + int((match.group(2) or "0").ljust(3, "0"))


def step_row(state: State, p: Printer) -> str:
    row = state.inputs.row
    if row is None:
        raise NotRun("not checked: no --row given (the record as the page shows it)")
    leaf = state.bundle.leaf

    def same(name: str) -> bool:
        shown, committed = row[name], leaf[name]
        if name == "txHash":
            # Hex: a page may print it in capitals; no hash on both sides is the same.
            return (shown or "").lower() == (committed or "").lower()
        if name == "at":
            return shown == committed or (
                instant_ms(shown) is not None and instant_ms(shown) == instant_ms(committed))
        return _json_type(shown) == _json_type(committed) and shown == committed

    differing = []
    for name in ROW_FIELDS:
        ok = same(name)
        p.value(f"row.{name}", f"{row[name]} | leaf {leaf[name]} {'ok' if ok else 'DIFFERS'}")
        if not ok:
            differing.append(name)
    if differing:
        raise StepFailed(f"the row differs from the committed leaf in {', '.join(differing)}")
    return "the committed leaf says what the row shows"


def owner_tag(owner_key: bytes, record_id: str) -> str:
    message = (OWNER_TAG_PREFIX + record_id).encode("utf-8")
    return hmac.new(owner_key, message, hashlib.sha256).hexdigest()


def step_owner(state: State, p: Printer) -> str:
    leaf = state.bundle.leaf
    p.value("leaf.owner", leaf["owner"])
    if state.inputs.owner_key is None:
        raise NotRun("not checked: no --owner-key given; this leaf may be under a "
                     "server-held key (a trader who never enrolled a key)")
    tag = owner_tag(state.inputs.owner_key, leaf["recordId"])
    p.value("HMAC-SHA256", f"key=--owner-key, message={OWNER_TAG_PREFIX + leaf['recordId']!r}")
    p.value("computed", tag)
    if not hmac.compare_digest(tag, leaf["owner"]):
        raise StepFailed("leaf.owner is not the tag of this owner key: the leaf is not "
                         "bound to this key")
    return "leaf.owner is this owner key's tag for the record"


def step_leaf_hash(state: State, p: Printer) -> str:
    leaf = state.bundle.leaf
    leaf_json = canonical_leaf_json(leaf)
    state.leaf_value = leaf_value(leaf_json, leaf["deltaCents"])
    p.value("leaf JSON", leaf_json.decode("ascii"))
    p.value("leaf value", describe_value(state.leaf_value))
    return "leaf value computed from the leaf (deltaCents " \
           f"{leaf['deltaCents']} -> credit/debit)"


def step_path(state: State, p: Printer) -> str:
    bundle = state.bundle
    expected = inclusion_proof_length(bundle.leaf_index, bundle.tree_size)
    p.value("leaf / tree size", f"{bundle.leaf_index} / {bundle.tree_size}: "
                                f"{expected} node(s) expected, {len(bundle.path)} given")
    trace: List[PathStep] = []
    try:
        root = root_from_inclusion_proof(SUM, bundle.leaf_index, bundle.tree_size,
                                         state.leaf_value, bundle.path, trace)
    except ProofError as error:
        _print_trace(trace, p)
        raise StepFailed(str(error)) from None
    _print_trace(trace, p)
    state.computed_root = root
    return f"{len(trace)} node(s) combined into a root (compared in the next step)"


def _print_trace(trace: List[PathStep], p: Printer) -> None:
    for step in trace:
        node_hash, node_credit, node_debit = unpack_value(step.node)
        _, credit, debit = unpack_value(step.result)
        p.value(f"step {step.number}: node {step.side}",
                f"hash={node_hash.hex()} credit={node_credit} debit={node_debit}")
        p.value("", f"-> {describe_value(step.result)} (net {credit - debit})")


def step_root(state: State, p: Printer) -> str:
    if state.computed_root is None:
        raise NotRun("skipped: the path step did not produce a root")
    p.value("computed", describe_value(state.computed_root))
    p.value("checkpoint.root", describe_value(state.bundle.checkpoint_root))
    computed, claimed = unpack_value(state.computed_root), unpack_value(state.bundle.checkpoint_root)
    differing = [name for name, a, b in zip(("hash", "credit", "debit"), computed, claimed) if a != b]
    if differing:
        raise StepFailed(f"the computed root differs from checkpoint.root in "
                         f"{', '.join(differing)}")
    _, credit, debit = computed
    return f"hash, credit and debit match (net owed {credit - debit})"


def step_published_root(state: State, p: Printer) -> str:
    claimed = state.bundle.checkpoint_root[:32]
    p.value("checkpoint.root.hash", claimed.hex())
    p.value("--root", state.inputs.published_root.hex())
    if claimed != state.inputs.published_root:
        raise StepFailed("checkpoint.root.hash is not the root published on the proof page")
    return "the bundle's root is the published root"


def step_signature(state: State, p: Printer) -> str:
    inputs, bundle = state.inputs, state.bundle
    if inputs.note_file is None and inputs.note_file_error is None:
        raise NotRun("not run: no --checkpoint and --pubkey given")
    vkey = inputs.vkey
    p.value("verifier key", f"{vkey.name}+{vkey.hash.hex()} "
                            f"(Ed25519 {vkey.public.hex()})")
    if inputs.note_file_error is not None:
        raise StepFailed(inputs.note_file_error)
    if vkey.name != LOG_ORIGIN:
        raise StepFailed(f"the verifier key is named {vkey.name!r}, not the log's "
                         f"{LOG_ORIGIN!r}")
    try:
        opened = open_note(inputs.note_file, vkey)
        p.value("signature", f"valid, by {opened.verified_by} "
                             f"({opened.signature_lines} signature line(s) in the note)")
        checkpoint = parse_checkpoint(opened.text)
    except NoteError as error:
        raise StepFailed(str(error)) from None
    if inputs.note_file == bundle.note:
        p.value("note vs bundle", "the file's note is identical to checkpoint.note")
    else:
        # Not a failure by itself: the file is the independent copy, and it is
        # the one verified; a different bundle note is reported, not trusted.
        p.value("note vs bundle", "DIFFERS from the bundle's checkpoint.note "
                                  "(the file's note is the one verified)")
    _compare_checkpoint(checkpoint, bundle, p)
    return "the signed checkpoint is the bundle's checkpoint"


def _compare_checkpoint(checkpoint: Checkpoint, bundle: Bundle, p: Printer) -> None:
    root_hash, credit, debit = unpack_value(bundle.checkpoint_root)
    comparisons = [
        ("tree size", checkpoint.tree_size, bundle.tree_size),
        ("root hash (base64)", base64.b64encode(checkpoint.root_hash).decode("ascii"),
         base64.b64encode(root_hash).decode("ascii")),
        ("period", checkpoint.period, bundle.checkpoint_period),
        ("credit", checkpoint.credit, credit),
        ("debit", checkpoint.debit, debit),
    ]
    mismatches = []
    for label, signed, claimed in comparisons:
        same = signed == claimed
        p.value(label, f"note {signed} | bundle {claimed} {'ok' if same else 'MISMATCH'}")
        if not same:
            mismatches.append(label)
    # first= is the seq of the week's first leaf: a leaf of this week has
    # seq >= first, a leaf of an earlier week has seq < first.
    leaf = bundle.leaf
    same_week = leaf["period"] == checkpoint.period
    first_ok = checkpoint.first <= checkpoint.tree_size and (
        (leaf["seq"] >= checkpoint.first) == same_week)
    p.value("first", f"note first={checkpoint.first}; leaf seq {leaf['seq']} of "
                     f"{leaf['period']} {'ok' if first_ok else 'MISMATCH'}")
    if not first_ok:
        mismatches.append("first")
    if mismatches:
        raise StepFailed(f"the signed note disagrees with the bundle on "
                         f"{', '.join(mismatches)}")


STEPS: List[Tuple[str, Callable[[State, Printer], str]]] = [
    ("format", step_format),
    ("row", step_row),
    ("owner", step_owner),
    ("leaf hash", step_leaf_hash),
    ("path", step_path),
    ("root", step_root),
    ("published root", step_published_root),
    ("signature", step_signature),
]


def run_steps(inputs: Inputs, out: TextIO) -> int:
    p = Printer(out)
    state = State(inputs)
    failed: List[str] = []
    not_run: List[str] = []
    for number, (name, step) in enumerate(STEPS, 1):
        p.line(f"[{number}] {name}")
        if state.bundle is None and name != "format":
            # Every later step reads the bundle; without a well-formed one
            # there is nothing meaningful to compute.
            p.line("    => SKIPPED: the bundle is not well formed")
            not_run.append(name)
            continue
        try:
            verdict = step(state, p)
            p.line(f"    => PASS: {verdict}")
        except NotRun as reason:
            p.line(f"    => {_not_run_label(str(reason))}")
            not_run.append(name)
        except StepFailed as reason:
            p.line(f"    => FAIL [{name}]: {reason}")
            failed.append(name)
    p.line()
    if failed:
        p.line(f"RESULT: FAIL - failed step(s): {', '.join(failed)}")
        return 1
    ran = len(STEPS) - len(not_run)
    extra = f"; not run: {', '.join(not_run)}" if not_run else ""
    p.line(f"RESULT: PASS - {ran} step(s) passed{extra}")
    return 0


def _not_run_label(reason: str) -> str:
    # "not checked: ..." -> "NOT CHECKED: ..." so the verdict column stands out.
    head, _, rest = reason.partition(":")
    return f"{head.upper()}:{rest}"


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------

class OneLineParser(argparse.ArgumentParser):
    """argparse prints usage plus a message; a usage error here is one line, exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def parse_hex32(text: str, flag: str) -> bytes:
    # Typed or pasted by a person: case and surrounding blanks do not matter.
    text = text.strip()
    if not HEX64_ANY_CASE.fullmatch(text):
        raise UsageError(f"{flag} must be 64 hex digits (32 bytes)")
    return bytes.fromhex(text)


def read_file(path: str, what: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as error:
        raise UsageError(f"cannot read {what} {path!r}: {error.strerror or error}") from None


def parse_arguments(argv: Sequence[str]) -> Inputs:
    parser = OneLineParser(
        prog="verify_proof.py", allow_abbrev=False,
        description="Verify an OCTOSS ledger proof bundle (octoss-proof/1).")
    parser.add_argument("bundle", help="the proof bundle (JSON)")
    parser.add_argument("--root", required=True,
                        help="root hash from the public proof page (64 hex digits)")
    parser.add_argument("--owner-key", help="your 32-byte owner key (64 hex digits)")
    parser.add_argument("--checkpoint", help="signed checkpoint note, obtained independently")
    parser.add_argument("--pubkey", help="the log's verifier key <name>+<hash>+<base64>")
    parser.add_argument("--row", help="the record as the page shows it, JSON "
                                      "{amountCents, state, txHash, at, exchange}")
    args = parser.parse_args(argv)
    if (args.checkpoint is None) != (args.pubkey is None):
        raise UsageError("--checkpoint and --pubkey go together")
    published_root = parse_hex32(args.root, "--root")
    owner_key = parse_hex32(args.owner_key, "--owner-key") if args.owner_key is not None else None
    vkey = None
    if args.pubkey is not None:
        try:
            vkey = parse_vkey(args.pubkey.strip())
        except ValueError as error:
            raise UsageError(f"--pubkey: {error}") from None
    bundle_bytes = read_file(args.bundle, "bundle")
    note_file = note_error = None
    if args.checkpoint is not None:
        try:
            note_file = read_file(args.checkpoint, "checkpoint").decode("utf-8")
        except UnicodeDecodeError:
            note_error = "the checkpoint file is not UTF-8"
    row = parse_row(args.row) if args.row is not None else None
    return Inputs(bundle_bytes, published_root, owner_key, note_file, note_error, vkey, row)


def parse_row(text: str) -> dict:
    """--row: a JSON object with exactly the fields a leaf commits to, typed as in a leaf."""
    try:
        row = parse_json_strict(text.encode("utf-8"))
    except (UnicodeEncodeError, ValueError, RecursionError) as error:
        raise UsageError(f"--row is not JSON: {error}") from None
    if _json_type(row) != "object":
        raise UsageError("--row must be a JSON object")
    missing = sorted(set(ROW_FIELDS) - set(row))
    extra = sorted(set(row) - set(ROW_FIELDS))
    if missing or extra:
        raise UsageError(f"--row has exactly {', '.join(ROW_FIELDS)}"
                         + (f"; missing {', '.join(missing)}" if missing else "")
                         + (f"; unknown {', '.join(extra)}" if extra else ""))
    if not is_int(row["amountCents"], -JSON_INT_LIMIT + 1, JSON_INT_LIMIT):
        raise UsageError("--row amountCents must be an integer number of cents")
    for name in ("state", "at", "exchange"):
        if _json_type(row[name]) != "str":
            raise UsageError(f"--row {name} must be a string")
    if _json_type(row["txHash"]) not in ("str", "null"):
        raise UsageError("--row txHash must be a string or null")
    if instant_ms(row["at"]) is None:
        raise UsageError("--row at must be an ISO 8601 UTC instant")
    return row


def main(argv: Optional[Sequence[str]] = None, out: TextIO = sys.stdout) -> int:
    try:
        inputs = parse_arguments(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        print(printable(f"verify_proof.py: usage error: {error}"), file=sys.stderr)
        return 2
    return run_steps(inputs, out)


if __name__ == "__main__":
    sys.exit(main())
